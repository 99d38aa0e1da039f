import type { Selectable } from 'kysely';
import type { CallParsed } from '../../../contract/call';
import { CODE_INVALID_INPUT, CODE_NOT_FOUND } from '../../../contract/call';
import type { Address, addressSave } from '../../../contract/member';
import type { Db } from '../../db/database';
import type { AddressTable } from '../../db/schema';
import { BusinessError } from '../../errors';
import { checkRegion, listedCodes, regionNames, storedCodes } from './district';
import { lockMember } from './rows';

// The address book. A member who has addresses has exactly one default: the first address is
// it, choosing another moves it, deleting it hands it to the most recent remaining address.
// Every change runs in a transaction holding the member's row lock, so two requests of one
// member cannot leave two defaults or none.

/** How many addresses a member may keep. */
export const ADDRESS_LIMIT = 20;

type AddressRow = Selectable<AddressTable>;

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    ...listedCodes(row),
    ...regionNames(row),
    address: row.address,
    is_default: row.is_default === 1,
  };
}

function ownAddresses(db: Db, memberId: number) {
  return db.selectFrom('address').selectAll().where('member_id', '=', memberId);
}

async function ownAddress(db: Db, memberId: number, id: number): Promise<AddressRow> {
  const row = await ownAddresses(db, memberId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError(CODE_NOT_FOUND, 'addressNotFound');
  return row;
}

/** Default first, then the newest. */
export async function listAddresses(db: Db, memberId: number): Promise<{ list: Address[] }> {
  const rows = await ownAddresses(db, memberId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { list: rows.map(toAddress) };
}

export async function defaultAddress(db: Db, memberId: number): Promise<Address | null> {
  const row = await ownAddresses(db, memberId)
    .where('is_default', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? toAddress(row) : null;
}

async function makeDefault(db: Db, memberId: number, id: number): Promise<void> {
  await db
    .updateTable('address')
    .set({ is_default: 0 })
    .where('member_id', '=', memberId)
    .where('id', '!=', id)
    .where('is_default', '=', 1)
    .execute();
  await db
    .updateTable('address')
    .set({ is_default: 1 })
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .execute();
}

/** Adds an address (no id) or changes one of the member's own. */
export async function saveAddress(
  db: Db,
  memberId: number,
  input: CallParsed<typeof addressSave>,
): Promise<Address> {
  checkRegion(input);
  const fields = {
    name: input.name,
    mobile: input.mobile,
    ...storedCodes(input),
    address: input.address,
  };
  const now = Date.now();
  const id = await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    if (input.id !== undefined) {
      await ownAddress(trx, memberId, input.id);
      await trx
        .updateTable('address')
        .set({ ...fields, updated_at: now })
        .where('member_id', '=', memberId)
        .where('id', '=', input.id)
        .execute();
      // Unticking the default keeps it: the default moves only when another is chosen.
      if (input.is_default) await makeDefault(trx, memberId, input.id);
      return input.id;
    }
    const count = await trx
      .selectFrom('address')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    const existing = Number(count?.count ?? 0);
    if (existing >= ADDRESS_LIMIT) {
      throw new BusinessError(CODE_INVALID_INPUT, 'addressLimit', { max: ADDRESS_LIMIT });
    }
    const row = await trx
      .insertInto('address')
      .values({ ...fields, member_id: memberId, is_default: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (existing === 0 || input.is_default) await makeDefault(trx, memberId, row.id);
    return row.id;
  });
  return toAddress(await ownAddress(db, memberId, id));
}

export async function setDefaultAddress(db: Db, memberId: number, id: number): Promise<null> {
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    await ownAddress(trx, memberId, id);
    await makeDefault(trx, memberId, id);
  });
  return null;
}

export async function destroyAddress(db: Db, memberId: number, id: number): Promise<null> {
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const row = await ownAddress(trx, memberId, id);
    await trx
      .deleteFrom('address')
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .execute();
    if (row.is_default !== 1) return;
    const newest = await ownAddresses(trx, memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (newest) await makeDefault(trx, memberId, newest.id);
  });
  return null;
}

import { createHash } from 'node:crypto';
import type { Updateable } from 'kysely';
import { CODE_INVALID_INPUT, CODE_NOT_FOUND } from '../../../contract/call';
import { CART_LINE_LIMIT, type Personalisation } from '../../../contract/cart';
import type { Db } from '../../db/database';
import type { CartLineTable } from '../../db/schema';
import { BusinessError } from '../../errors';
import { lockMember } from '../member';
import { NO_PERSONALISATION } from '../personalise';

// Every change runs in a transaction holding the member's row lock, so that concurrent adds of
// one member are counted one after the other against the stock.

export interface NewLine extends Personalisation {
  sku_id: number;
  quantity: number;
}

export interface LineEdit {
  id: number;
  quantity?: number | undefined;
  selected?: boolean | undefined;
  sku_id?: number | undefined;
}

/** Lines of one SKU with the same personalisation are one line: this names the personalisation. */
export function personalKey(p: Personalisation): string {
  const canonical = JSON.stringify([
    p.custom_letters,
    p.custom_position,
    p.letter_color,
    p.number_color,
    p.pendants,
    p.inner_area,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The pendants of a stored line (JSON); [] for anything unreadable. */
export function parsePendants(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** A SKU of goods on sale; a withdrawn product is 'out of stock'. */
export async function loadSku(db: Db, skuId: number) {
  const sku = await db
    .selectFrom('sku')
    .innerJoin('goods', 'goods.id', 'sku.goods_id')
    .select(['sku.id', 'sku.goods_id', 'sku.stock', 'goods.on_sale'])
    .where('sku.id', '=', skuId)
    .executeTakeFirst();
  if (!sku) throw new BusinessError(CODE_NOT_FOUND, 'skuNotFound');
  if (sku.on_sale !== 1) throw new BusinessError(CODE_NOT_FOUND, 'outOfStock');
  return sku;
}

export function stockRefusal(key: 'understock' | 'reachedMaximum' | 'skuSoldOut', stock: number) {
  return new BusinessError(CODE_INVALID_INPUT, key, {}, { stock });
}

export function findLine(db: Db, memberId: number, skuId: number, key: string) {
  return db
    .selectFrom('cart_line')
    .select(['id', 'quantity'])
    .where('member_id', '=', memberId)
    .where('sku_id', '=', skuId)
    .where('personal_key', '=', key)
    .executeTakeFirst();
}

/** How many lines a member's cart holds. */
export async function countLines(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_line')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function cartFullRefusal(): BusinessError {
  return new BusinessError(CODE_INVALID_INPUT, 'cartFull', { max: CART_LINE_LIMIT });
}

async function requireRoom(db: Db, memberId: number): Promise<void> {
  if ((await countLines(db, memberId)) >= CART_LINE_LIMIT) throw cartFullRefusal();
}

/** Adds to the line of the same SKU and personalisation, or makes a new (selected) line. */
export async function addLine(db: Db, memberId: number, line: NewLine): Promise<number> {
  const sku = await loadSku(db, line.sku_id);
  if (sku.stock <= 0) throw stockRefusal('skuSoldOut', 0);
  const key = personalKey(line);
  const existing = await findLine(db, memberId, line.sku_id, key);
  const quantity = (existing?.quantity ?? 0) + line.quantity;
  if (quantity > sku.stock) throw stockRefusal('understock', sku.stock);
  const now = Date.now();
  if (existing) {
    await db
      .updateTable('cart_line')
      .set({ quantity, selected: 1, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  await requireRoom(db, memberId);
  const row = await db
    .insertInto('cart_line')
    .values({
      member_id: memberId,
      sku_id: line.sku_id,
      quantity,
      custom_letters: line.custom_letters,
      custom_position: line.custom_position,
      letter_color: line.letter_color,
      number_color: line.number_color,
      pendants: JSON.stringify(line.pendants),
      inner_area: line.inner_area,
      personal_key: key,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function addToCart(db: Db, memberId: number, line: NewLine): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    return addLine(trx, memberId, line);
  });
}

/** Every SKU is added or none: one refusal rolls the whole list back. */
export async function batchAddToCart(
  db: Db,
  memberId: number,
  items: { sku_id: number; quantity: number }[],
): Promise<void> {
  const quantities = new Map<number, number>();
  for (const item of items) {
    quantities.set(item.sku_id, (quantities.get(item.sku_id) ?? 0) + item.quantity);
  }
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    for (const [skuId, quantity] of quantities) {
      await addLine(trx, memberId, { ...NO_PERSONALISATION, sku_id: skuId, quantity });
    }
  });
}

/**
 * Changes a line's selection, quantity or SKU (another colour or size of the same goods). A line
 * moved onto an identical one merges into it. Returns the id of the line that holds the result.
 */
export function editCartLine(db: Db, memberId: number, edit: LineEdit): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const line = await trx
      .selectFrom('cart_line')
      .innerJoin('sku', 'sku.id', 'cart_line.sku_id')
      .select([
        'cart_line.id',
        'cart_line.sku_id',
        'cart_line.quantity',
        'cart_line.selected',
        'cart_line.personal_key',
        'sku.goods_id',
      ])
      .where('cart_line.id', '=', edit.id)
      .where('cart_line.member_id', '=', memberId)
      .executeTakeFirst();
    if (!line) throw new BusinessError(CODE_NOT_FOUND, 'cartLineNotFound');
    const changes: Updateable<CartLineTable> = { updated_at: Date.now() };
    if (edit.selected !== undefined) changes.selected = edit.selected ? 1 : 0;
    const skuId = edit.sku_id ?? line.sku_id;
    const moving = skuId !== line.sku_id;
    if (!moving && edit.quantity === undefined) {
      await trx.updateTable('cart_line').set(changes).where('id', '=', line.id).execute();
      return line.id;
    }
    const sku = await loadSku(trx, skuId);
    if (sku.goods_id !== line.goods_id) throw new BusinessError(CODE_NOT_FOUND, 'skuNotFound');
    if (moving && sku.stock <= 0) throw stockRefusal('skuSoldOut', 0);
    const quantity = edit.quantity ?? line.quantity;
    const twin = moving ? await findLine(trx, memberId, skuId, line.personal_key) : undefined;
    const total = quantity + (twin?.quantity ?? 0);
    if (total > sku.stock) throw stockRefusal('reachedMaximum', sku.stock);
    if (twin) {
      await trx
        .updateTable('cart_line')
        .set({ ...changes, selected: changes.selected ?? line.selected, quantity: total })
        .where('id', '=', twin.id)
        .execute();
      await trx.deleteFrom('cart_line').where('id', '=', line.id).execute();
      return twin.id;
    }
    await trx
      .updateTable('cart_line')
      .set({ ...changes, sku_id: skuId, quantity })
      .where('id', '=', line.id)
      .execute();
    return line.id;
  });
}

/** Deletes all the given lines, or none when one is not in the caller's cart. */
export function deleteCartLines(db: Db, memberId: number, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const owned = await trx
      .selectFrom('cart_line')
      .select('id')
      .where('member_id', '=', memberId)
      .where('id', 'in', wanted)
      .execute();
    if (owned.length !== wanted.length) {
      throw new BusinessError(CODE_NOT_FOUND, 'cartLineNotFound');
    }
    await trx
      .deleteFrom('cart_line')
      .where('member_id', '=', memberId)
      .where('id', 'in', wanted)
      .execute();
  });
}

import type {
  CartList,
  GuestLeftOut,
  GuestLeftOutReason,
  GuestMerge,
  Personalisation,
} from '../../../contract/cart';
import { CART_LINE_LIMIT } from '../../../contract/cart';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { BusinessError } from '../../errors';
import { loadLineLooks } from '../catalogue';
import { lockMember } from '../member';
import { checkSkuPersonalisation } from '../personalise';
import {
  addLine,
  cartFullRefusal,
  countLines,
  findLine,
  loadSku,
  personalKey,
  stockRefusal,
} from './lines';
import { cartNum, shapeCart, SKU_LOOK_COLUMNS, type StoredLine } from './list';

// A visitor's bag is kept on their device; these read it, check a change to it as a member's
// cart would, and add it to the member's cart once they sign in.

export interface GuestLine extends Personalisation {
  id: number;
  sku_id: number;
  quantity: number;
  selected: boolean;
}

function loadSkuLooks(db: Db, skuIds: number[]) {
  if (skuIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sku')
    .innerJoin('goods', 'goods.id', 'sku.goods_id')
    .select(SKU_LOOK_COLUMNS)
    .where('sku.id', 'in', [...new Set(skuIds)])
    .execute();
}

/** The device's lines in the order given, drawn as a member's; unknown SKUs come back as missing. */
export async function listGuestLines(
  db: Db,
  lines: GuestLine[],
  lang: Lang,
): Promise<CartList & { missing: number[] }> {
  const looks = new Map(
    (
      await loadSkuLooks(
        db,
        lines.map((l) => l.sku_id),
      )
    ).map((r) => [r.sku_id, r]),
  );
  const rows: StoredLine[] = [];
  const missing: number[] = [];
  for (const line of lines) {
    const look = looks.get(line.sku_id);
    if (!look) {
      missing.push(line.id);
      continue;
    }
    rows.push({
      ...look,
      ...line,
      selected: line.selected ? 1 : 0,
      pendants: JSON.stringify(line.pendants),
      created_at: 0,
    });
  }
  return { ...(await shapeCart(db, rows, lang)), missing };
}

export interface GuestCheck extends Personalisation {
  sku_id: number;
  quantity: number;
  change: 'add' | 'edit';
  other_lines?: number | undefined;
}

/**
 * Refuses what a member's add or change would refuse: an unknown or withdrawn SKU, a sold-out
 * colour and size, more than is left, personalisation the piece does not take, a full bag.
 */
export async function checkGuestLine(
  db: Db,
  { sku_id, quantity, change, other_lines, ...given }: GuestCheck,
): Promise<{ stock: number; personalisation: Personalisation }> {
  const sku = await loadSku(db, sku_id);
  const personalisation = await checkSkuPersonalisation(db, sku_id, given);
  if (sku.stock <= 0) throw stockRefusal('skuSoldOut', 0);
  if (quantity > sku.stock) {
    throw stockRefusal(change === 'add' ? 'understock' : 'reachedMaximum', sku.stock);
  }
  if (other_lines !== undefined && other_lines >= CART_LINE_LIMIT) throw cartFullRefusal();
  return { stock: sku.stock, personalisation };
}

interface Outcome {
  line: GuestLine;
  added: number;
  reason: GuestLeftOutReason | null;
  /** The member's line that took it. */
  cartId: number | null;
}

/** Adds what it can of one line: up to what is left, and only while the bag has room. */
async function mergeLine(trx: Db, memberId: number, line: GuestLine): Promise<Outcome> {
  const outcome = (
    added: number,
    reason: GuestLeftOutReason | null,
    cartId: number | null = null,
  ) => ({
    line,
    added,
    reason,
    cartId,
  });
  const sku = await loadSku(trx, line.sku_id).catch(() => null);
  if (!sku) return outcome(0, 'unavailable');
  let personalisation: Personalisation;
  try {
    personalisation = await checkSkuPersonalisation(trx, line.sku_id, line);
  } catch (error) {
    if (error instanceof BusinessError) return outcome(0, 'personalisation');
    throw error;
  }
  if (sku.stock <= 0) return outcome(0, 'soldOut');
  const existing = await findLine(trx, memberId, line.sku_id, personalKey(personalisation));
  const room = sku.stock - (existing?.quantity ?? 0);
  if (room <= 0) return outcome(0, 'stock');
  if (!existing && (await countLines(trx, memberId)) >= CART_LINE_LIMIT) {
    return outcome(0, 'full');
  }
  const added = Math.min(room, line.quantity);
  const cartId = await addLine(trx, memberId, {
    ...personalisation,
    sku_id: line.sku_id,
    quantity: added,
  });
  return outcome(added, added < line.quantity ? 'stock' : null, cartId);
}

async function describeLeftOut(db: Db, outcomes: Outcome[], lang: Lang): Promise<GuestLeftOut[]> {
  const left = outcomes.filter((o) => o.reason !== null);
  const looks = new Map(
    (
      await loadSkuLooks(
        db,
        left.map((o) => o.line.sku_id),
      )
    ).map((r) => [r.sku_id, r]),
  );
  const { names, colorOf } = await loadLineLooks(
    db,
    [...new Set([...looks.values()].map((r) => r.goods_id))],
    lang,
  );
  return left.map(({ line, added, reason }) => {
    const look = looks.get(line.sku_id);
    return {
      sku_id: line.sku_id,
      name: look ? (names.get(look.goods_id) ?? look.sn) : '',
      color_name: look ? (colorOf.get(look.goods_color_id)?.name ?? '') : '',
      size: look?.size ?? '',
      wanted: line.quantity,
      added,
      reason: reason ?? 'unavailable',
    };
  });
}

/**
 * Adds a device's bag to the member's cart, once per bag id: the id is claimed in the same
 * transaction, so two requests for one bag (two tabs, a retry) add it once between them.
 * Oldest lines first, so that the newest stay on top of the member's cart.
 */
export async function mergeGuestBag(
  db: Db,
  memberId: number,
  bagId: string,
  lines: GuestLine[],
  lang: Lang,
): Promise<GuestMerge> {
  const outcomes = await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const claimed = await trx
      .insertInto('guest_bag_merge')
      .values({ bag_id: bagId, member_id: memberId, merged_at: Date.now() })
      .onConflict((oc) => oc.column('bag_id').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    const done: Outcome[] = [];
    for (const line of [...lines].reverse()) done.push(await mergeLine(trx, memberId, line));
    return done.reverse();
  });
  const num = await cartNum(db, memberId);
  if (!outcomes) return { num, added: 0, left_out: [], placed: [], already: true };
  return {
    num,
    added: outcomes.reduce((sum, o) => sum + o.added, 0),
    left_out: await describeLeftOut(db, outcomes, lang),
    placed: outcomes.flatMap((o) =>
      o.cartId === null ? [] : [{ id: o.line.id, cart_id: o.cartId }],
    ),
    already: false,
  };
}

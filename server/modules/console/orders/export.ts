import type { ConsoleOrderRow, OrderListFilters } from '../../../../contract/console-orders';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { message } from '../../../messages';
import { carrierName } from '../../../providers/carrier';
import { orderStatusText } from '../../order';
import { orderRows } from './list';

/** The most orders one export holds; the filters narrow a larger shop down to it. */
export const EXPORT_LIMIT = 20_000;
const BATCH = 1000;
/** Excel opens a CSV as UTF-8 (and so reads Chinese) only when it starts with the byte order mark. */
const BOM = '\uFEFF';

const PAY_METHOD_NAMES: Record<string, Record<Lang, string>> = {
  wechat: { cn: '微信支付', en: 'WeChat Pay' },
  alipay: { cn: '支付宝', en: 'Alipay' },
  balance: { cn: '账户余额', en: 'Account balance' },
};

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break; a text a spreadsheet would
 * take for a formula (=, +, -, @) is kept as text.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Fen as yuan with two decimals, as a spreadsheet reads a number. */
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Shop time (China Standard Time), as the staff read it: 2026-11-21 14:05. */
const shopTime = (ms: number | null) =>
  ms === null ? '' : new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

function csvRow(order: ConsoleOrderRow, lang: Lang): string {
  const state =
    order.status === 'paid' && order.cancel_status === 'processing'
      ? message(lang, 'orderStateCancelling')
      : orderStatusText(order.status, lang);
  return [
    order.order_no,
    shopTime(order.created_at),
    state,
    order.member_card_no,
    order.member_mobile,
    order.receiver_name,
    order.receiver_mobile,
    order.pieces,
    order.pay_method ? (PAY_METHOD_NAMES[order.pay_method]?.[lang] ?? order.pay_method) : '',
    yuan(order.pay_amount),
    yuan(order.refunded_amount),
    shopTime(order.paid_at),
    order.carrier ? carrierName(order.carrier, lang) : '',
    order.tracking_no,
    shopTime(order.shipped_at),
  ]
    .map(csvField)
    .join(',');
}

/** The orders the filters keep, newest first, as a CSV file Excel opens in either language. */
export async function exportOrders(db: Db, filters: OrderListFilters, lang: Lang): Promise<string> {
  const lines = [message(lang, 'orderCsvHeader')];
  for (let offset = 0; offset < EXPORT_LIMIT; offset += BATCH) {
    const rows = await orderRows(db, filters, offset, Math.min(BATCH, EXPORT_LIMIT - offset));
    lines.push(...rows.map((row) => csvRow(row, lang)));
    if (rows.length < BATCH) break;
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

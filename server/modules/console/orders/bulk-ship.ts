import { CsvError, parse } from 'csv-parse/sync';
import type { BulkShipLine, BulkShipReport } from '../../../../contract/console-orders';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { message } from '../../../messages';
import { StaffError, type Actor } from '../../staff';
import { OrderRefusal, checkShipment, merchantOrder, shipOrder, shipRefusalOf } from '../../order';

/** The most lines one file may ship. */
export const BULK_SHIP_MAX_LINES = 2000;

interface FileLine {
  line: number;
  cells: string[];
}

/** A first row naming the columns (订单号, order_no, Order number…) is not an order. */
const isHeader = (cells: string[]) => /order|订单/i.test(cells[0] ?? '');

/** The file's lines of cells, each with the line it starts on; empty lines left out. */
function fileLines(csv: string): FileLine[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      throw new StaffError(400, 'bulkShipUnreadable', { line: Number(error.lines ?? 1) });
    }
    throw error;
  }
  const lines = records.map(({ record, info }) => {
    // The parser counts the line a record ends on; its values' own line breaks lead back.
    const spread = record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - spread, cells: record };
  });
  const first = lines[0];
  return first && isHeader(first.cells) ? lines.slice(1) : lines;
}

/**
 * Ships the orders a CSV file lists (order number, carrier, tracking number), or with `apply`
 * false only says what would become of each line. Every line is checked as shipping one order
 * is, and an order listed twice is refused on its second line; applying ships the lines that can
 * be shipped, each on its own, and names the others with their line and why.
 */
export async function bulkShip(
  db: Db,
  actor: Actor,
  csv: string,
  apply: boolean,
  lang: Lang,
  now: number,
): Promise<BulkShipReport> {
  const lines = fileLines(csv);
  if (lines.length === 0) throw new StaffError(400, 'bulkShipEmpty');
  if (lines.length > BULK_SHIP_MAX_LINES) {
    throw new StaffError(400, 'bulkShipTooMany', { max: BULK_SHIP_MAX_LINES });
  }
  const firstLineOf = new Map<string, number>();
  const report: BulkShipLine[] = [];
  for (const { line, cells } of lines) {
    const [orderNo = '', carrier = '', trackingNo = ''] = cells;
    const entry: BulkShipLine = {
      line,
      order_no: orderNo,
      carrier,
      tracking_no: trackingNo,
      outcome: 'ready',
      msg: '',
    };
    report.push(entry);
    const refuse = (text: string) => {
      entry.outcome = 'refused';
      entry.msg = text;
    };
    if (cells.length !== 3 || !orderNo || !carrier || !trackingNo) {
      refuse(message(lang, 'bulkShipColumns'));
      continue;
    }
    const first = firstLineOf.get(orderNo);
    if (first !== undefined) {
      refuse(message(lang, 'bulkShipDuplicate', { orderNo, first: String(first) }));
      continue;
    }
    firstLineOf.set(orderNo, line);
    try {
      const checked = checkShipment({ orderNo, carrier, trackingNo });
      entry.carrier = checked.carrier;
      entry.tracking_no = checked.trackingNo;
      const refusal = shipRefusalOf(await merchantOrder(db, orderNo));
      if (refusal) throw refusal;
      if (apply) {
        await shipOrder(db, actor, { orderNo, carrier, trackingNo }, now);
        entry.outcome = 'shipped';
      }
    } catch (error) {
      if (!(error instanceof OrderRefusal)) throw error;
      refuse(message(lang, error.key, error.params));
    }
  }
  const count = (outcome: BulkShipLine['outcome']) =>
    report.filter((entry) => entry.outcome === outcome).length;
  return {
    applied: apply,
    lines: report,
    ready: count('ready'),
    shipped: count('shipped'),
    refused: count('refused'),
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { csvRecords } from '../feed/csv-records';
import type { FeedProblem } from '../feed/model';
import { Problems } from '../feed/problems';
import { said } from '../feed/problem-words';
import { checkPrices, Row } from '../feed/row';
import { readTable, type TableSource } from '../feed/table';
import * as values from '../feed/values';
import { xlsxRecords } from '../feed/xlsx-records';

// The daily files: `sku, stock` from the warehouse and `sku, price, original_price` from
// merchandising, read and checked as the feed's files are (docs/catalogue-feed.md).

export interface StockLine {
  line: number;
  sku: string;
  onHand: number;
}

export interface PriceLine {
  line: number;
  sku: string;
  price: number;
  originalPrice: number;
}

export type SyncReading<T> =
  { ok: true; file: string; lines: T[] } | { ok: false; problems: FeedProblem[] };

async function sourceOf(file: string, problems: Problems): Promise<TableSource | null> {
  const name = path.basename(file);
  const extension = path.extname(file).toLowerCase();
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) {
    problems.add(name, null, null, said('noFile'));
  } else if (extension === '.csv') {
    return { file: name, records: csvRecords(file), shortRowsAllowed: false };
  } else if (extension === '.xlsx') {
    return { file: name, records: xlsxRecords(file), shortRowsAllowed: true };
  } else {
    problems.add(name, null, null, said('notCsvOrXlsx'));
  }
  return null;
}

async function readSyncFile<C extends string, T extends { line: number; sku: string }>(
  file: string,
  columns: readonly C[],
  lineOf: (row: Row<C>) => T | undefined,
): Promise<SyncReading<T>> {
  const name = path.basename(file);
  const problems = new Problems([name]);
  const source = await sourceOf(file, problems);
  const lines: T[] = [];
  if (source) {
    const seen = new Map<string, number>();
    for await (const tableRow of readTable(problems, source, columns)) {
      const row = new Row(problems, name, tableRow);
      const code = row.text('sku' as C);
      const earlier = seen.get(code);
      if (earlier !== undefined) {
        row.report('sku' as C, said('skuTwice', { sku: code, line: earlier }));
        continue;
      }
      if (code !== '') seen.set(code, row.line);
      const read = lineOf(row);
      if (!read) continue;
      lines.push(read);
    }
    if (!lines.length && !problems.count) {
      problems.add(name, null, null, said('fileNoRows'));
    }
  }
  if (problems.count) return { ok: false, problems: problems.list() };
  return { ok: true, file: name, lines };
}

/** A stock file: each SKU's quantity on hand. */
export function readStockFile(file: string): Promise<SyncReading<StockLine>> {
  return readSyncFile(file, ['sku', 'stock'] as const, (row) => {
    const sku = row.required('sku', values.code);
    const onHand = row.required('stock', values.integer(0));
    if (sku === undefined || onHand === undefined) return undefined;
    return { line: row.line, sku, onHand };
  });
}

/** A prices file: each SKU's price and original price, in fen; no original price means none. */
export function readPricesFile(file: string): Promise<SyncReading<PriceLine>> {
  return readSyncFile(file, ['sku', 'price', 'original_price'] as const, (row) => {
    const sku = row.required('sku', values.code);
    const price = row.required('price', values.amount);
    const original = row.optional('original_price', values.amount);
    const below = checkPrices(row, price, original);
    if (sku === undefined || !price || original === undefined || below) return undefined;
    return { line: row.line, sku, price, originalPrice: original ?? price };
  });
}

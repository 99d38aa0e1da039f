import { said, type ProblemWords } from './problem-words';
import type { Problems } from './problems';
import type { TableRow } from './table';
import type { Parser } from './values';

/** One row of a feed file, read cell by cell: each broken rule is told to the operator. */
export class Row<C extends string> {
  readonly line: number;

  constructor(
    private readonly problems: Problems,
    readonly file: string,
    private readonly row: TableRow<C>,
  ) {
    this.line = row.line;
  }

  text(column: C): string {
    return this.row.cells[column];
  }

  report(column: C | null, words: ProblemWords): void {
    this.problems.add(this.file, this.line, column, words);
  }

  /** The cell's value; undefined, and a problem told, when it is empty or broken. */
  required<T>(column: C, parse: Parser<T>): T | undefined {
    if (this.row.faulty?.has(column)) return undefined;
    if (this.text(column) === '') {
      this.report(column, said('requiredEmpty'));
      return undefined;
    }
    return this.optional(column, parse) ?? undefined;
  }

  /** The cell's value; null when it is empty; undefined, and a problem told, when broken. */
  optional<T>(column: C, parse: Parser<T>): T | null | undefined {
    if (this.row.faulty?.has(column)) return undefined;
    const text = this.text(column);
    if (text === '') return null;
    const parsed = parse(text);
    if (parsed.ok) return parsed.value;
    this.report(column, parsed.words);
    return undefined;
  }
}

/**
 * A SKU's price and original price, as the feed and the prices file give them: a price of 0 and
 * an original price below the price are told. True when the original price is below.
 */
export function checkPrices<C extends string>(
  row: Row<C | 'price' | 'original_price'>,
  price: number | undefined,
  original: number | null | undefined,
): boolean {
  if (price === 0) row.report('price', said('priceZero'));
  const below = price !== undefined && original != null && original < price;
  if (below) row.report('original_price', said('belowPrice'));
  return below;
}

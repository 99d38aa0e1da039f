import { fold, singular } from '../words';
import { QUERY_KINDS, type PieceExpectation, type QueryKind, type RelevanceCase } from './cases';

/** What relevance is judged on, for one piece on sale. */
export interface PieceFacts {
  id: number;
  sn: string;
  /** The piece's category and its ancestors, department first. */
  categorySlugs: string[];
  colourSlugs: string[];
  nameEn: string;
  seriesSlug: string;
}

/** A text's words, folded (case, accents, full-width) and singular. */
function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);
}

/** Whether `name` holds `wanted`'s words side by side; "t-shirt" is two words, in that order. */
function holds(name: readonly string[], wanted: string): boolean {
  const words = wordsOf(wanted);
  if (!words.length) return true;
  for (let start = 0; start + words.length <= name.length; start += 1) {
    if (words.every((word, i) => name[start + i] === word)) return true;
  }
  return false;
}

function matches(expect: PieceExpectation, piece: PieceFacts): boolean {
  const { category, colour, nameHas, series, sn } = expect;
  if (category && !category.some((slug) => piece.categorySlugs.includes(slug))) return false;
  if (colour && !colour.some((slug) => piece.colourSlugs.includes(slug))) return false;
  if (series && !series.includes(piece.seriesSlug)) return false;
  if (sn && !sn.some((code) => code.toUpperCase() === piece.sn.toUpperCase())) return false;
  if (nameHas) {
    const name = wordsOf(piece.nameEn);
    if (!nameHas.every((wanted) => holds(name, wanted))) return false;
  }
  return true;
}

/** The ids of the pieces that meet every condition of `expect`. */
export function relevantIds(expect: PieceExpectation, pieces: readonly PieceFacts[]): Set<number> {
  return new Set(pieces.filter((piece) => matches(expect, piece)).map((piece) => piece.id));
}

export interface QueryScore {
  recall: number;
  precision: number;
  /** The first result is one the shopper means (true too when nothing is meant nor found). */
  firstRight: boolean;
}

const TOP = 10;

/**
 * recall@10 = |relevant ∩ first 10| / min(|relevant|, 10); precision@10 = |relevant ∩ first 10| /
 * |first 10| (1 when nothing relevant exists and nothing is returned; 0 when results are empty
 * but something is relevant). A piece listed twice in the first 10 counts once.
 */
export function scoreQuery(relevant: Set<number>, results: readonly number[]): QueryScore {
  const first = results.slice(0, TOP);
  const found = new Set(first.filter((id) => relevant.has(id))).size;
  const recall = relevant.size ? found / Math.min(relevant.size, TOP) : 1;
  const precision = first.length ? found / first.length : relevant.size ? 0 : 1;
  const top = first[0];
  const firstRight = top === undefined ? !relevant.size : relevant.has(top);
  return { recall, precision, firstRight };
}

export interface KindSummary {
  queries: number;
  recall: number;
  precision: number;
  /** The share of queries whose first result is right. */
  firstRight: number;
}

export interface QueryFailure {
  query: string;
  kind: QueryKind;
  recall: number;
  precision: number;
  firstRight: boolean;
}

export interface RelevanceReport {
  byKind: Map<QueryKind, KindSummary>;
  overall: KindSummary;
  /** The queries short of a perfect score, worst first. */
  failures: QueryFailure[];
  /** The queries whose first result is not one the shopper means. */
  firstWrong: string[];
}

function summary(scores: readonly QueryScore[]): KindSummary {
  const mean = (pick: (score: QueryScore) => number) =>
    scores.length ? scores.reduce((sum, score) => sum + pick(score), 0) / scores.length : 0;
  return {
    queries: scores.length,
    recall: mean((score) => score.recall),
    precision: mean((score) => score.precision),
    firstRight: mean((score) => (score.firstRight ? 1 : 0)),
  };
}

/**
 * Scores every case against the ids a search returned for its query, best first; a query missing
 * from `resultsByQuery` found nothing. Recall and precision are means over queries.
 */
export function relevanceReport(
  cases: readonly RelevanceCase[],
  pieces: readonly PieceFacts[],
  resultsByQuery: ReadonlyMap<string, readonly number[]>,
): RelevanceReport {
  const scored = cases.map((c) => ({
    case: c,
    score: scoreQuery(relevantIds(c.expect, pieces), resultsByQuery.get(c.query) ?? []),
  }));

  const byKind = new Map<QueryKind, KindSummary>();
  for (const kind of QUERY_KINDS) {
    const scores = scored.filter((s) => s.case.kind === kind).map((s) => s.score);
    if (scores.length) byKind.set(kind, summary(scores));
  }

  const failures = scored
    .filter(({ score }) => score.recall < 1 || score.precision < 1 || !score.firstRight)
    .map(({ case: c, score }) => ({ query: c.query, kind: c.kind, ...score }))
    .sort((a, b) => a.recall + a.precision - (b.recall + b.precision));
  const firstWrong = scored.filter(({ score }) => !score.firstRight).map((s) => s.case.query);

  return { byKind, overall: summary(scored.map((s) => s.score)), failures, firstWrong };
}

/** How many of the worst queries the report lists (RELEVANCE_WORST_SHOWN to see more). */
const WORST_SHOWN = Number(process.env.RELEVANCE_WORST_SHOWN ?? 15);

const decimal = (value: number) => value.toFixed(2);
const summaryRow = (label: string, s: KindSummary) => [
  label,
  String(s.queries),
  decimal(s.recall),
  decimal(s.precision),
  decimal(s.firstRight),
];

/** The report as text: a table by kind with the overall means, then the worst queries. */
export function formatReport(report: RelevanceReport): string {
  const rows: string[][] = [
    ['kind', 'queries', 'recall@10', 'precision@10', 'first right'],
    ...[...report.byKind].map(([kind, s]) => summaryRow(kind, s)),
    summaryRow('overall', report.overall),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  const table = [line(rows[0]!), ...rows.slice(1, -1).map(line), '', line(rows.at(-1)!)];

  if (!report.failures.length) return [...table, '', 'Every query scored 1.00.'].join('\n');

  const kindWidth = Math.max(...report.failures.map((f) => f.kind.length));
  const worst = report.failures
    .slice(0, WORST_SHOWN)
    .map(
      (f) =>
        `  ${decimal(f.recall).padStart(6)}  ${decimal(f.precision).padStart(9)}  ${(f.firstRight ? 'yes' : 'no').padStart(5)}  ${f.kind.padEnd(kindWidth)}  ${JSON.stringify(f.query)}`,
    );
  const more = report.failures.length - worst.length;
  return [
    ...table,
    '',
    `Worst queries (${report.failures.length} short of 1.00):`,
    `  ${'recall'.padStart(6)}  ${'precision'.padStart(9)}  first  ${'kind'.padEnd(kindWidth)}  query`,
    ...worst,
    ...(more > 0 ? [`  … and ${more} more`] : []),
  ].join('\n');
}

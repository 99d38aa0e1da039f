import { optionalCsv, type FeedContext } from './folder';
import type { FeedCollocation } from './model';
import { said } from './problem-words';
import { Row } from './row';
import { readTable } from './table';
import { code } from './values';

const FILE = 'collocations.csv';

/**
 * Reads which pieces are shown with which. `isPiece` says whether an sn is a piece of the feed
 * or of the shop. Null when the folder has no such file.
 */
export async function readCollocations(
  context: FeedContext,
  isPiece: (sn: string) => boolean,
): Promise<FeedCollocation[] | null> {
  const source = await optionalCsv(context, FILE);
  if (!source) return null;
  const collocations: FeedCollocation[] = [];
  const lines = new Map<string, number>();
  for await (const cells of readTable(context.problems, source, ['sn', 'match_sn'] as const)) {
    const row = new Row(context.problems, FILE, cells);
    const [sn, matchSn] = [row.required('sn', code), row.required('match_sn', code)];
    for (const [column, value] of [['sn', sn] as const, ['match_sn', matchSn] as const]) {
      if (value !== undefined && !isPiece(value)) {
        row.report(column, said('unknownPiece', { value }));
      }
    }
    if (sn === undefined || matchSn === undefined) continue;
    if (sn === matchSn) {
      row.report('match_sn', said('matchItself'));
      continue;
    }
    const pair = `${sn}\n${matchSn}`;
    const earlier = lines.get(pair);
    if (earlier !== undefined) row.report('match_sn', said('pairTwice', { line: earlier }));
    else lines.set(pair, row.line);
    if (earlier === undefined && isPiece(sn) && isPiece(matchSn)) {
      collocations.push({ sn, matchSn });
    }
  }
  return collocations;
}

import { searchLogReport, type QueryFigures } from '../modules/catalogue';
import { groupDigits } from '../../contract/numbers';
import { columns, OperatorError, shopTime } from './format';
import type { OperatorServices } from './services';

const FORM = 'search log [--days N] [--limit N]';
/** The log keeps 90 days. */
const OPTIONS = {
  '--days': { fallback: 30, max: 90 },
  '--limit': { fallback: 20, max: 500 },
} as const;

type Option = keyof typeof OPTIONS;
const isOption = (name: string): name is Option => Object.hasOwn(OPTIONS, name);

/** `--days N --limit N` (or `--days=N`), each a whole number within its bounds. */
export function parseSearchLogArgs(args: string[]): { days: number; limit: number } {
  const chosen: Record<Option, number> = {
    '--days': OPTIONS['--days'].fallback,
    '--limit': OPTIONS['--limit'].fallback,
  };
  const rest = args.flatMap((arg) => (arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg]));
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i] ?? '';
    const value = rest[i + 1];
    if (!isOption(name)) throw new OperatorError(`unknown argument "${name}"\nusage: ${FORM}`);
    const { max } = OPTIONS[name];
    if (value === undefined || !/^\d{1,4}$/.test(value) || +value < 1 || +value > max) {
      throw new OperatorError(`${name} takes a whole number from 1 to ${max}\nusage: ${FORM}`);
    }
    chosen[name] = Number(value);
  }
  return { days: chosen['--days'], limit: chosen['--limit'] };
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const average = (value: number) => value.toFixed(1);

function section(title: string, rows: QueryFigures[], withOpened: boolean): string {
  if (!rows.length) return `${title}\n  none`;
  const head = ['query', 'searches', 'average results', ...(withOpened ? ['opened'] : [])];
  const lines = rows.map((row) => [
    row.query,
    groupDigits(row.searches),
    average(row.averageResults),
    ...(withOpened ? [percent(row.openedShare)] : []),
  ]);
  const table = columns([head, ...lines]).replace(/^/gm, '  ');
  return `${title}\n${table}`;
}

/** `search log`: the top queries, those with no result, those whose results were never opened. */
export async function searchLogCommand(s: OperatorServices, args: string[]): Promise<string> {
  const { days, limit } = parseSearchLogArgs(args);
  const report = await searchLogReport(s.db, { days, limit, now: s.now });
  return [
    `${groupDigits(report.searches)} searches over the last ${days} days (since ${shopTime(report.since)})`,
    section('top queries', report.top, true),
    section('queries with no result', report.noResult, false),
    section('queries with results never opened', report.neverOpened, false),
  ].join('\n\n');
}

export { yuan } from '../../contract/numbers';

/** A refusal of an operator's command: the sentence says why nothing was done. */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}

/** Epoch milliseconds in the shop's time (China Standard Time): 2026-11-21 14:05. */
export function shopTime(ms: number | null): string {
  if (ms === null) return '-';
  return new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Yuan as the operator types them ("1200", "99.5", "0.01") in fen; null when not money. */
export function parseYuan(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Rows as aligned columns, for lists in a terminal. */
export function columns(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell))));
  }
  return rows
    .map((row) =>
      row.map((cell, i) => (i === row.length - 1 ? cell : pad(cell, widths[i] ?? 0))).join('  '),
    )
    .join('\n');
}

/** Chinese characters take two terminal columns. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u2E80-\uFFEF]/.test(char) ? 2 : 1;
  return width;
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** The arguments, once the first `count` of them are there. */
export function need(args: string[], count: number, form: string): string[] {
  if (args.length < count || args.slice(0, count).some((a) => !a.trim())) {
    throw new OperatorError(`usage: npm run shop -- ${form}`);
  }
  return args;
}

/** The one argument a command takes. */
export function one(args: string[], form: string): string {
  return need(args, 1, form)[0] ?? '';
}

/** An id as the operator typed it; 0, which no row has, when it is not one. */
export function parseId(text: string): number {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text) : 0;
}

/** An area's command from its actions: null for an action the area does not have. */
export function byAction<S>(actions: Record<string, (s: S, args: string[]) => Promise<string>>) {
  return async (s: S, action: string, args: string[]): Promise<string | null> => {
    const run = Object.hasOwn(actions, action) ? actions[action] : undefined;
    return run ? run(s, args) : null;
  };
}

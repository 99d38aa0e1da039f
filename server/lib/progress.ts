import { groupDigits } from '../../contract/numbers';

// How a long operator command tells where it is: a line per phase, and how far a long phase has
// gone. On a terminal the long phase is a bar drawn in place; in a log, a line now and then.

export interface Progress {
  /** A phase begins or ends. */
  say(line: string): void;
  /** How far a long phase has gone; `total` is null when it is not known ahead. */
  advance(label: string, done: number, total: number | null): void;
}

export const silentProgress: Progress = { say: () => {}, advance: () => {} };

const count = groupDigits;

/**
 * Progress as lines: a phase of known size every `every` units and at its end; one of unknown
 * size every ten times that.
 */
export function progressLines(write: (line: string) => void, every = 10_000): Progress {
  const last = new Map<string, number>();
  return {
    say: write,
    advance(label, done, total) {
      const step = total === null ? every * 10 : every;
      const before = last.get(label) ?? 0;
      last.set(label, done);
      const crossed = Math.floor(done / step) > Math.floor(before / step);
      if (crossed || (total !== null && done === total && before !== done)) {
        write(
          total === null
            ? `${label}: ${count(done)}`
            : `${label}: ${count(done)} of ${count(total)}`,
        );
      }
    },
  };
}

const BAR_WIDTH = 30;
/** Redraws at most this often, in milliseconds: a terminal is slower than a million rows. */
const REDRAW_MS = 100;

function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Progress on a terminal: the long phase as a bar redrawn in place, with the time it has taken. */
export function progressBar(
  stream: { write(text: string): unknown },
  now: () => number = Date.now,
): Progress {
  let drawn = false;
  let lastDraw = 0;
  let phase = { label: '', started: now() };
  const clear = () => {
    if (drawn) stream.write('\r\x1b[K');
    drawn = false;
  };
  return {
    say(line) {
      clear();
      stream.write(`${line}\n`);
    },
    advance(label, done, total) {
      const at = now();
      if (label !== phase.label) phase = { label, started: at };
      const finished = total !== null && done >= total;
      if (!finished && drawn && at - lastDraw < REDRAW_MS) return;
      lastDraw = at;
      const elapsed = clock(at - phase.started);
      let text: string;
      if (total === null || total === 0) {
        text = `${label}  ${count(done)}  ${elapsed}`;
      } else {
        const share = Math.min(1, done / total);
        const filled = Math.round(share * BAR_WIDTH);
        const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
        const percent = `${Math.floor(share * 100)}%`.padStart(4);
        text = `${label}  ${bar} ${percent}  ${count(done)} of ${count(total)}  ${elapsed}`;
      }
      stream.write(`\r\x1b[K${text}`);
      drawn = true;
      if (finished) {
        stream.write('\n');
        drawn = false;
      }
    },
  };
}

// Whether a figure the soak sampled each minute stayed flat (bench/soak.ts).
//
// Minute 1 warms the shop up (compiling, caches filling) and is not judged. The early window is
// minutes 2-6 and the late window the last 5 minutes; a soak shorter than 11 minutes compares
// the first half of minutes 2.. with the second half. A window's figure is the median of its
// minutes' figures, or for a kind of request the p99 of all its requests in the window (a
// minute holds too few checkouts for their p99 to be more than their slowest). It is flat when
//   - the late window's figure is at most the early window's times RATIO plus PLUS, and
//   - the slope over minutes 2.. (with at least 5 of them) is at most SLOPE_SHARE
//     of the early median per minute (or SLOPE_FLOOR, whichever is larger),
// with, by kind of figure:
//   memory (resident, live heap after a full collection): ×1.10 + 2 MB; 0.5 %/min, ≥ 0.1 MB/min
//   delay (event-loop p99, /healthz p99):                  ×1.5 + 2 ms;   2 %/min,   ≥ 0.1 ms/min
//   latency (each kind's p99):                             ×1.5 + 5 ms;   2 %/min,   ≥ 0.2 ms/min
// At 0.5 % a minute, memory would grow by a sixth over a half-hour soak: a leak that a day's
// traffic would turn into a crash is caught, while a collector's swing is not taken for one.
// The slope is Theil and Sen's, the median of the slopes between every two minutes, so that one
// slow minute does not tilt it as it tilts a fitted line; a p99's minute is taken with the
// minutes either side (a minute's p99 of a few checkouts is only their slowest).

export interface Series {
  name: string;
  unit: string;
  kind: keyof typeof RULES;
  /** One value a minute, minute 1 first; NaN for a minute without any. */
  values: number[];
  /** For a p99: each minute's timings, of which each window's p99 is taken. */
  timings?: number[][];
}

const RULES = {
  memory: { ratio: 1.1, plus: 2, slopeShare: 0.005, slopeFloor: 0.1 },
  delay: { ratio: 1.5, plus: 2, slopeShare: 0.02, slopeFloor: 0.1 },
  latency: { ratio: 1.5, plus: 5, slopeShare: 0.02, slopeFloor: 0.2 },
};
const LEAST_FOR_SLOPE = 5;

/** The minutes (1-based) of the early and late windows, and those the slope is fitted over. */
function windows(count: number) {
  const judged = Array.from({ length: Math.max(0, count - 1) }, (_, i) => i + 2);
  const size = judged.length >= 10 ? 5 : Math.floor(judged.length / 2);
  return { early: judged.slice(0, size), late: judged.slice(judged.length - size), judged };
}

export function windowsNote(count: number): string {
  const { early, late } = windows(count);
  const span = (minutes: number[]) =>
    minutes.length > 1 ? `${minutes[0]}-${minutes.at(-1)}` : String(minutes[0] ?? '-');
  return `soak windows: early minutes ${span(early)}, late minutes ${span(late)}; minute 1 is the warm-up; slopes over minutes 2-${count} when there are ${LEAST_FOR_SLOPE} or more`;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Theil and Sen's slope of the points, per unit of x: the median of every pair's slope. */
function slope(points: [number, number][]): number {
  const slopes: number[] = [];
  points.forEach(([x1, y1], i) => {
    for (const [x2, y2] of points.slice(i + 1)) slopes.push((y2 - y1) / (x2 - x1));
  });
  return median(slopes);
}

/**
 * A minute's figure for the slope: its value, or for a p99 the p99 of its requests and those of
 * the judged minutes either side, enough requests for the tail of a few checkouts.
 */
function slopeValue(series: Series, minute: number, judged: number[]): number {
  const { timings } = series;
  if (!timings) return series.values[minute - 1]!;
  const near = judged.filter((other) => Math.abs(other - minute) <= 1);
  return percentile(
    near.flatMap((other) => timings[other - 1] ?? []),
    99,
  );
}

export function flatness(series: Series): { name: string; flat: boolean; text: string } {
  const rule = RULES[series.kind];
  const { early, late, judged } = windows(series.values.length);
  const windowFigure = (minutes: number[]) => {
    const { timings } = series;
    if (timings)
      return percentile(
        minutes.flatMap((minute) => timings[minute - 1] ?? []),
        99,
      );
    const values = minutes.map((minute) => series.values[minute - 1]!);
    const known = values.filter((value) => !Number.isNaN(value));
    return known.length ? median(known) : NaN;
  };
  const before = windowFigure(early);
  const after = windowFigure(late);
  if (Number.isNaN(before) || Number.isNaN(after)) {
    return { name: series.name, flat: false, text: 'too few minutes to judge' };
  }
  const ceiling = before * rule.ratio + rule.plus;
  const unit = series.unit;
  let text = `${before.toFixed(1)} → ${after.toFixed(1)} ${unit} (late ≤ ${ceiling.toFixed(1)})`;
  let flat = after <= ceiling;
  const points = judged
    .map((minute): [number, number] => [minute, slopeValue(series, minute, judged)])
    .filter(([, value]) => !Number.isNaN(value));
  if (points.length >= LEAST_FOR_SLOPE) {
    const perMinute = slope(points);
    const steepest = Math.max(before * rule.slopeShare, rule.slopeFloor);
    text += `, slope ${perMinute >= 0 ? '+' : ''}${perMinute.toFixed(2)} ${unit}/min (≤ ${steepest.toFixed(2)})`;
    flat &&= perMinute <= steepest;
  } else {
    text += ', slope not judged';
  }
  return { name: series.name, flat, text: `${flat ? 'flat' : 'NOT FLAT'}: ${text}` };
}

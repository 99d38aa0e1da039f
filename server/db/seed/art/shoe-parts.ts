import type { Paint } from './paint';
import { group, line } from './svg';

export const GROUND = 1080;

/** The shoe as a pair: mirrored, with its partner just behind, a little smaller to fit both. */
export function pairView(shoe: string, ground: number): string {
  const mirrored = group(shoe, 'matrix(-1 0 0 1 1200 0)');
  const both =
    group(mirrored, 'translate(-80 -56) scale(0.96)') + group(mirrored, 'translate(40 16)');
  return group(both, `translate(600 ${ground}) scale(0.84) translate(-600 ${-ground})`);
}

/** A visible sole edge along the bottom of a shoe. */
export const soleEdge = (p: Paint, d: string, width = 8) => line(d, p.darker, width);

/** Lighter stroke along the top of the vamp. */
export const vampSheen = (p: Paint, d: string) => line(d, p.lighter, 14, 0.35);

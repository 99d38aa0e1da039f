import type { Paint } from './paint';
import { circle, line, path } from './svg';

/** A rolled or flat leather handle/strap along a path. */
export function strap(p: Paint, d: string, width: number): string {
  return (
    line(d, p.edge, width + 5) + line(d, p.base, width) + line(d, p.lighter, width * 0.28, 0.3)
  );
}

/** A metal chain threaded with leather. */
export function chain(p: Paint, d: string): string {
  return (
    line(d, p.metalDark, 18, 1, { 'stroke-dasharray': '24 7' }) +
    line(d, p.metal, 13, 1, { 'stroke-dasharray': '24 7' }) +
    line(d, p.base, 5)
  );
}

/** The side of a box-shaped bag, seen at three-quarters: from the right edge (top, bottom), `depth` deep. */
export function side(
  p: Paint,
  top: [number, number],
  bottom: [number, number],
  depth: number,
): string {
  const [tx, ty] = top;
  const [bx, by] = bottom;
  const dx = depth;
  const dy = -depth * 0.45;
  return (
    path(`M${tx} ${ty}L${tx + dx} ${ty + dy}L${bx + dx} ${by + dy}L${bx} ${by}Z`, 'url(#fd)', {
      stroke: p.edge,
      'stroke-width': 2,
      'stroke-opacity': 0.5,
    }) +
    line(`M${tx + dx * 0.5} ${ty + dy * 0.5}L${bx + dx * 0.5} ${by + dy * 0.5}`, p.darker, 3, 0.35)
  );
}

export const outline = (p: Paint, opacity = 0.7) => ({
  stroke: p.edge,
  'stroke-width': 2.5,
  'stroke-opacity': opacity,
});

/** A ring where a strap meets the bag. */
export const ring = (cx: number, cy: number, r = 14) =>
  circle(cx, cy, r, 'none', { stroke: 'url(#m)', 'stroke-width': 6 });

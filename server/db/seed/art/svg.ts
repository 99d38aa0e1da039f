import type { Paint } from './paint';

/** One product drawn in the 1200×1500 product frame. */
export interface Drawing {
  body: string;
  /** Centre of the close-up view. */
  focus: [number, number];
  /** Where the piece stands (floor shadow), or null for garments shown floating. */
  ground: number | null;
}

/** Draws a piece: `alt` asks for its back or a second angle. */
export type Draw = (p: Paint, variant: number, alt: boolean) => Drawing;

export const W = 1200;
export const H = 1500;

type Attrs = Record<string, string | number | undefined>;

function attrs(extra: Attrs = {}): string {
  return Object.entries(extra)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
}

export const path = (d: string, fill: string, extra?: Attrs) =>
  `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

/** An open stroke: seams, folds, straps. */
export const line = (d: string, stroke: string, width: number, opacity = 1, extra?: Attrs) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` opacity="${opacity}"` : ''}${attrs(extra)}/>`;

export const stitch = (d: string, color: string, width = 3) =>
  line(d, color, width, 0.8, { 'stroke-dasharray': `${width * 3} ${width * 2.5}` });

export const circle = (cx: number, cy: number, r: number, fill: string, extra?: Attrs) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra?: Attrs,
) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${attrs(extra)}/>`;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra?: Attrs,
) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${attrs(extra)}/>`;

export const group = (content: string, transform?: string, extra?: Attrs) =>
  `<g${transform ? ` transform="${transform}"` : ''}${attrs(extra)}>${content}</g>`;

/** Mirrors a drawing left to right around the frame's centre line. */
export const mirror = (content: string) => group(content, `matrix(-1 0 0 1 ${W} 0)`);

/** A shape and its mirror image, for symmetric garments. */
export const pair = (half: string) => half + mirror(half);

/** A metal button or rivet. */
export const button = (cx: number, cy: number, r: number, fill = 'url(#m)', p?: Paint) =>
  circle(cx, cy, r, fill, { stroke: p ? p.edge : '#00000055', 'stroke-width': 1.5 }) +
  circle(cx - r * 0.3, cy - r * 0.3, r * 0.28, '#ffffff', { opacity: 0.35 });

/** Folds and creases: darker strokes at low opacity. */
export const folds = (p: Paint, ds: string[], width = 4, opacity = 0.28) =>
  ds.map((d) => line(d, p.darker, width, opacity)).join('');

/** Sheen: wide light strokes at low opacity. */
export const sheen = (p: Paint, ds: string[], width = 26, opacity = 0.16) =>
  ds.map((d) => line(d, p.lighter, width, opacity)).join('');

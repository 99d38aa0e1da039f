import type { Paint } from './paint';
import { luminance, mix } from './paint';
import { circle, group, line, path, rect, type Draw } from './svg';

/** The printed design of a square, drawn in a 0..size box. */
function carre(paint: Paint, motif: number, size: number): string {
  // Pale colourways print their motifs in a deeper tone of the same colour.
  const pale = luminance(paint.base) > 0.45;
  const p = pale
    ? { ...paint, base: paint.dark, light: paint.base, dark: paint.darker, darker: paint.edge }
    : paint;
  const c = size / 2;
  const field = motif === 4 ? p.darker : mix(paint.base, '#fbf8f2', pale ? 0.6 : 0.82);
  let out = rect(0, 0, size, size, 4, p.base) + rect(56, 56, size - 112, size - 112, 0, field);
  out +=
    rect(40, 40, size - 80, size - 80, 0, 'none', { stroke: p.metal, 'stroke-width': 4 }) +
    rect(70, 70, size - 140, size - 140, 0, 'none', { stroke: p.metal, 'stroke-width': 2 });
  if (motif === 4) {
    for (const r of [120, 200, 280])
      out += circle(c, c, r, 'none', { stroke: p.metal, 'stroke-width': 2, opacity: 0.7 });
    out += circle(c, c, 60, p.metal);
    const stars = [
      [0.2, 0.25],
      [0.78, 0.2],
      [0.85, 0.7],
      [0.3, 0.82],
      [0.62, 0.4],
      [0.4, 0.6],
      [0.7, 0.86],
      [0.16, 0.55],
      [0.5, 0.18],
    ];
    for (const [sx, sy] of stars) {
      const x = (sx as number) * size;
      const y = (sy as number) * size;
      out += path(
        `M${x} ${y - 16}L${x + 5} ${y - 5}L${x + 16} ${y}L${x + 5} ${y + 5}L${x} ${y + 16}L${x - 5} ${y + 5}L${x - 16} ${y}L${x - 5} ${y - 5}Z`,
        p.metalLight,
      );
    }
    return out;
  }
  if (motif === 5) {
    let waves = '';
    for (let row = 0; row < 9; row++) {
      for (let col = -1; col < 9; col++) {
        const x = 90 + col * 70 + (row % 2) * 35;
        const y = 110 + row * 55;
        waves += `M${x - 32} ${y}a32 32 0 0 1 64 0M${x - 20} ${y}a20 20 0 0 1 40 0`;
      }
    }
    return (
      out +
      group(line(waves, p.base, 4, 0.85), undefined, { 'clip-path': 'url(#cf)' }) +
      `<defs><clipPath id="cf"><rect x="56" y="56" width="${size - 112}" height="${size - 112}"/></clipPath></defs>`
    );
  }
  for (let i = 0; i < 12; i++) {
    out += `<ellipse cx="${c}" cy="${c - 110}" rx="34" ry="92" fill="${i % 2 ? p.base : p.light}" transform="rotate(${i * 30} ${c} ${c})"/>`;
  }
  out += circle(c, c, 64, p.metal) + circle(c, c, 34, p.darker);
  for (const [x, y] of [
    [150, 150],
    [size - 150, 150],
    [150, size - 150],
    [size - 150, size - 150],
  ]) {
    for (let i = 0; i < 6; i++)
      out += `<ellipse cx="${x}" cy="${(y as number) - 40}" rx="16" ry="40" fill="${p.base}" transform="rotate(${i * 60} ${x} ${y})"/>`;
    out += circle(x as number, y as number, 16, p.metal);
  }
  for (let i = 0; i < 8; i++)
    out += `<path d="M${c} ${c - 200}q40 -40 0 -80q-40 40 0 80z" fill="${p.dark}" opacity=".8" transform="rotate(${i * 45 + 22.5} ${c} ${c})"/>`;
  return out;
}

function square(p: Paint, motif: number, alt: boolean): string {
  const size = motif === 5 ? 720 : 840;
  const x = 600 - size / 2;
  const y = 760 - size / 2;
  if (!alt) return group(carre(p, motif, size), `translate(${x} ${y})`);
  return group(
    carre(p, motif, size),
    `translate(600 780) rotate(45) scale(0.72) translate(${-size / 2} ${-size / 2})`,
  );
}

function bandeau(p: Paint, alt: boolean): string {
  const d = alt
    ? 'M300 520C620 420 900 640 760 860S360 1020 560 1180'
    : 'M260 440C560 360 940 560 760 780S300 980 640 1200';
  const cream = mix(p.base, '#f6f0e4', 0.8);
  return (
    line(d, p.edge, 96) +
    line(d, p.base, 88) +
    line(d, cream, 58) +
    line(d, p.base, 42) +
    line(d, p.metal, 10) +
    line(d, p.lighter, 88, 0.12, { 'stroke-dasharray': '2 40' })
  );
}

function stole(p: Paint, alt: boolean): string {
  let out = path('M470 240L730 240L760 1180L440 1180Z', 'url(#f)');
  out += path('M470 240L730 240L720 330Q600 360 480 330Z', 'url(#fd)', { opacity: 0.6 });
  for (let x = 450; x < 760; x += 16)
    out += line(`M${x} 1180L${x + (x - 600) * 0.05} 1260`, p.dark, 5);
  for (let x = 480; x < 740; x += 40)
    out += line(`M${x} 260L${x + (x - 600) * 0.04} 1170`, p.darker, 3, 0.18);
  return alt ? group(out, 'rotate(-12 600 760)') : out;
}

export const drawScarf: Draw = (p, variant, alt) => {
  switch (variant) {
    case 1:
      return { body: bandeau(p, alt), focus: [640, 620], ground: null };
    case 2:
      return { body: stole(p, alt), focus: [600, 1160], ground: null };
    default:
      return { body: square(p, variant, alt), focus: [600, 560], ground: null };
  }
};

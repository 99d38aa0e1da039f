import type { Paint } from './paint';
import { circle, ellipse, group, path, type Draw, type Drawing } from './svg';

const PEARL =
  '<radialGradient id="pr" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="#efe7dc"/><stop offset="1" stop-color="#c9bcaa"/></radialGradient>';

/** Cubic Bézier point. */
function bez(t: number, a: number, b: number, c: number, d: number): number {
  const u = 1 - t;
  return u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d;
}

function chainLinks(p: Paint, pts: [number, number][], big: boolean): string {
  let out = '';
  const steps = big ? 26 : 40;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = bez(t, pts[0]![0], pts[1]![0], pts[2]![0], pts[3]![0]);
    const y = bez(t, pts[0]![1], pts[1]![1], pts[2]![1], pts[3]![1]);
    const x2 = bez(t + 0.01, pts[0]![0], pts[1]![0], pts[2]![0], pts[3]![0]);
    const y2 = bez(t + 0.01, pts[0]![1], pts[1]![1], pts[2]![1], pts[3]![1]);
    const angle = (Math.atan2(y2 - y, x2 - x) * 180) / Math.PI;
    const flat = i % 2 === 0;
    const rx = big ? 24 : 7;
    const ry = big ? (flat ? 14 : 5) : flat ? 4 : 2;
    out += ellipse(Math.round(x), Math.round(y), rx, ry, 'none', {
      stroke: flat ? 'url(#m)' : p.metalDark,
      'stroke-width': big ? 8 : 3,
      transform: `rotate(${angle.toFixed(0)} ${Math.round(x)} ${Math.round(y)})`,
    });
  }
  return out;
}

function jewel(p: Paint, variant: number, alt: boolean): Drawing {
  const enamel = p.metallic ? null : p.base;
  switch (variant) {
    case 1: {
      let out = `<defs>${PEARL}</defs>`;
      out += chainLinks(
        p,
        [
          [400, 300],
          [420, 820],
          [780, 820],
          [800, 300],
        ],
        false,
      );
      out +=
        ellipse(600, 900, 74, 94, 'url(#m)', { stroke: p.metalDark, 'stroke-width': 3 }) +
        circle(600, 800, 14, 'none', { stroke: 'url(#m)', 'stroke-width': 6 });
      out += enamel
        ? ellipse(600, 900, 52, 70, enamel) + ellipse(585, 875, 14, 22, '#ffffff', { opacity: 0.3 })
        : circle(600, 900, 50, 'url(#pr)');
      return {
        body: alt ? group(out, 'rotate(-14 600 700)') : out,
        focus: [600, 880],
        ground: 1010,
      };
    }
    case 2: {
      const hoop = (cx: number) =>
        ellipse(cx, 840, 132, 150, 'none', { stroke: p.metalDark, 'stroke-width': 34 }) +
        ellipse(cx, 840, 132, 150, 'none', { stroke: 'url(#m)', 'stroke-width': 26 }) +
        path(`M${cx - 110} 760Q${cx - 60} 700 ${cx} 694`, 'none', {
          stroke: '#ffffff',
          'stroke-width': 6,
          opacity: 0.5,
        }) +
        circle(cx, 690, 12, p.metalDark);
      const out = hoop(430) + hoop(770);
      return {
        body: alt
          ? group(hoop(520) + group(hoop(700), 'rotate(20 700 840)'), 'translate(0 20)')
          : out,
        focus: [430, 760],
        ground: 1010,
      };
    }
    case 3: {
      let out = ellipse(600, 800, 260, 110, 'none', { stroke: p.metalDark, 'stroke-width': 76 });
      out += path('M340 800A260 110 0 0 0 860 800', 'none', {
        stroke: 'url(#m)',
        'stroke-width': 70,
      });
      out += path('M340 800A260 110 0 0 1 860 800', 'none', {
        stroke: p.metal,
        'stroke-width': 66,
        opacity: 0.6,
      });
      if (enamel)
        out += path('M350 810A250 104 0 0 0 850 810', 'none', {
          stroke: enamel,
          'stroke-width': 34,
        });
      else
        out += path('M350 820A250 104 0 0 0 850 820', 'none', {
          stroke: p.metalDark,
          'stroke-width': 3,
          opacity: 0.6,
        });
      out += path('M420 860A250 100 0 0 0 560 900', 'none', {
        stroke: '#ffffff',
        'stroke-width': 8,
        opacity: 0.35,
      });
      return {
        body: alt ? group(out, 'rotate(-18 600 800) translate(0 40)') : out,
        focus: [600, 900],
        ground: 960,
      };
    }
    case 4: {
      let out =
        ellipse(600, 900, 150, 64, 'none', { stroke: p.metalDark, 'stroke-width': 40 }) +
        ellipse(600, 896, 150, 64, 'none', { stroke: 'url(#m)', 'stroke-width': 32 });
      out +=
        ellipse(600, 820, 120, 78, 'url(#m)', { stroke: p.metalDark, 'stroke-width': 4 }) +
        ellipse(600, 816, 96, 58, enamel ?? p.metalLight, { opacity: enamel ? 1 : 0.6 });
      out += ellipse(600, 816, 54, 32, 'none', {
        stroke: p.metalDark,
        'stroke-width': 3,
        opacity: 0.5,
      });
      return {
        body: group(
          out,
          `translate(600 960) scale(1.5) translate(-600 -960)${alt ? ' rotate(-20 600 880)' : ''}`,
        ),
        focus: [600, 780],
        ground: 960,
      };
    }
    default: {
      let out = chainLinks(
        p,
        [
          [380, 300],
          [390, 900],
          [810, 900],
          [820, 300],
        ],
        true,
      );
      out +=
        path('M560 850h80v16h-80z', 'url(#m)') +
        circle(600, 900, 34, 'none', { stroke: 'url(#m)', 'stroke-width': 12 });
      if (enamel) out += circle(600, 900, 22, enamel);
      return {
        body: alt ? group(out, 'rotate(12 600 700)') : out,
        focus: [600, 860],
        ground: 1000,
      };
    }
  }
}

export const drawJewellery: Draw = (p, variant, alt) => jewel(p, variant, alt);

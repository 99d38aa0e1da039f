import type { Paint } from './paint';
import { mix } from './paint';
import {
  circle,
  ellipse,
  folds,
  group,
  line,
  path,
  rect,
  stitch,
  type Draw,
  type Drawing,
} from './svg';

const TORTOISE = new Set(['#a5622d', '#8a7c6f']);

function frameStroke(p: Paint): string {
  if (!TORTOISE.has(p.base)) return p.base;
  return 'url(#tt)';
}

function tortoiseDefs(p: Paint): string {
  if (!TORTOISE.has(p.base)) return '';
  return `<defs><pattern id="tt" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${p.base}"/><ellipse cx="14" cy="18" rx="12" ry="7" fill="${p.darker}" opacity=".8"/><ellipse cx="44" cy="40" rx="10" ry="6" fill="${p.darker}" opacity=".7"/><ellipse cx="40" cy="10" rx="6" ry="4" fill="${p.light}" opacity=".6"/></pattern></defs>`;
}

const LENSES: string[] = [
  'M262 742Q300 692 420 700Q532 708 560 764Q558 878 470 900Q330 912 282 842Q256 796 262 742Z',
  'M250 700h300v200q0 40-40 40h-220q-40 0-40-40z',
  'M275 800a135 135 0 1 0 270 0a135 135 0 1 0-270 0',
  'M262 720Q400 694 540 730Q562 800 522 880Q462 942 362 922Q262 892 250 800Q248 746 262 720Z',
  '',
  'M224 670h336v230q0 60-60 60h-216q-60 0-60-60z',
];

function sunglasses(p: Paint, variant: number, alt: boolean): Drawing {
  const thin = p.metallic || variant === 3;
  const width = thin ? 12 : 34;
  const stroke = thin ? 'url(#m)' : frameStroke(p);
  let out = tortoiseDefs(p);
  if (alt)
    out += line('M200 770L880 800M1000 770L320 806', thin ? p.metalDark : p.dark, thin ? 8 : 24);
  if (variant === 4) {
    const shield =
      'M190 740Q600 650 1010 740Q1000 880 880 900Q740 910 650 840Q600 820 550 840Q460 910 320 900Q200 880 190 740Z';
    out +=
      path(shield, 'url(#gl)', { opacity: 0.92 }) +
      path('M180 736Q600 640 1020 736', 'none', {
        stroke,
        'stroke-width': 40,
        'stroke-linecap': 'round',
      });
    out += path('M300 760Q420 730 520 748', 'none', {
      stroke: '#ffffff',
      'stroke-width': 10,
      opacity: 0.25,
    });
  } else {
    const lens = LENSES[variant] ?? (LENSES[0] as string);
    const half =
      path(lens, 'url(#gl)', { stroke, 'stroke-width': width, opacity: 0.96 }) +
      path('M300 760Q380 726 470 740', 'none', {
        stroke: '#ffffff',
        'stroke-width': 10,
        opacity: 0.22,
      });
    out += half + group(half, 'matrix(-1 0 0 1 1200 0)');
    out += path(
      variant === 3
        ? 'M545 740Q600 716 655 740M540 770Q600 750 660 770'
        : 'M548 770Q600 736 652 770',
      'none',
      { stroke, 'stroke-width': thin ? 10 : 24 },
    );
    out +=
      rect(232, 724, 36, 30, 8, thin ? 'url(#m)' : stroke) +
      rect(932, 724, 36, 30, 8, thin ? 'url(#m)' : stroke);
    if (!thin) out += circle(246, 738, 5, 'url(#m)') + circle(954, 738, 5, 'url(#m)');
  }
  return { body: alt ? group(out, 'rotate(-6 600 800)') : out, focus: [330, 760], ground: 960 };
}

function hat(p: Paint, variant: number, alt: boolean): Drawing {
  const band = mix(p.base, '#000000', 0.55);
  let out = '';
  switch (variant) {
    case 1:
      out +=
        ellipse(600, 880, 470, 112, 'url(#f)', { stroke: p.edge, 'stroke-width': 2 }) +
        ellipse(600, 872, 440, 96, p.dark, { opacity: 0.25 });
      out += path('M420 880Q410 650 600 640Q790 650 780 880Q600 920 420 880Z', 'url(#f)');
      out += path('M418 820Q600 850 782 820L782 872Q600 912 418 872Z', band);
      break;
    case 2:
      out +=
        path('M424 850L316 978Q600 1034 884 978L776 850Z', 'url(#fd)') +
        stitch('M360 944Q600 994 840 944M392 906Q600 952 808 906', p.stitch);
      out +=
        path('M424 860L452 676Q600 648 748 676L776 860Q600 890 424 860Z', 'url(#f)') +
        ellipse(600, 672, 148, 26, p.light);
      break;
    case 3:
      out +=
        path(
          'M300 800Q320 640 600 630Q880 640 900 800Q880 880 600 890Q320 880 300 800Z',
          'url(#f)',
        ) + path('M420 850Q600 900 780 850L776 880Q600 920 424 880Z', p.dark);
      out += rect(592, 606, 16, 30, 6, p.dark) + folds(p, ['M380 760Q600 700 820 760'], 4, 0.2);
      return {
        body: group(out, `rotate(${alt ? 8 : -6} 600 780)`),
        focus: [600, 700],
        ground: 930,
      };
    case 4:
      out += path('M380 860Q380 600 600 590Q820 600 820 860Q600 880 380 860Z', 'url(#f)');
      out +=
        line('M600 592V870M480 620Q440 700 430 864M720 620Q760 700 770 864', p.darker, 3, 0.35) +
        circle(600, 592, 14, p.dark);
      out +=
        path('M396 858Q600 884 804 858Q840 960 600 990Q360 960 396 858Z', 'url(#fd)') +
        stitch('M420 880Q600 904 780 880', p.stitch);
      return {
        body: alt ? group(out, 'rotate(-10 600 800)') : out,
        focus: [600, 620],
        ground: 990,
      };
    default:
      out += ellipse(600, 880, 400, 96, 'url(#f)', { stroke: p.edge, 'stroke-width': 2 });
      out += path(
        'M392 880Q380 640 440 566Q520 520 600 566Q680 520 760 566Q820 640 808 880Q600 920 392 880Z',
        'url(#f)',
      );
      out += path('M600 566L592 700', 'none', {
        stroke: p.darker,
        'stroke-width': 6,
        opacity: 0.4,
      });
      out +=
        path('M394 800Q600 836 806 800L808 872Q600 910 392 872Z', band) +
        path('M436 810l-34 40 46-6z', band);
  }
  return { body: alt ? group(out, 'rotate(-8 600 800)') : out, focus: [600, 820], ground: 990 };
}

function beltStrap(p: Paint, d: string, w: number): string {
  return (
    line(d, p.edge, w + 6) +
    line(d, p.base, w) +
    line(d, p.stitch, w - 12, 0.9, { 'stroke-dasharray': '9 7' }) +
    line(d, p.base, w - 18) +
    line(d, p.lighter, w * 0.25, 0.25)
  );
}

function belt(p: Paint, variant: number, alt: boolean): Drawing {
  const w = variant === 1 ? 40 : 62;
  if (alt) {
    let out = '';
    for (const r of [300, 232, 164])
      out += beltStrap(
        p,
        `M${600 - r} 760a${r} ${r * 0.42} 0 1 0 ${2 * r} 0a${r} ${r * 0.42} 0 1 0-${2 * r} 0`,
        w,
      );
    out += rect(840, 720, 90, 90, 14, 'none', { stroke: 'url(#m)', 'stroke-width': 14 });
    return { body: out, focus: [880, 760], ground: 900 };
  }
  let out = beltStrap(p, 'M260 900A340 150 0 0 1 940 900', w);
  out += line('M260 900A340 150 0 0 1 940 900', '#000', w, 0.18);
  out += beltStrap(p, 'M260 900A340 150 0 0 0 940 900', w);
  if (variant === 2) {
    out +=
      circle(600, 1050, 60, 'none', { stroke: p.metalDark, 'stroke-width': 20 }) +
      circle(600, 1050, 60, 'none', { stroke: 'url(#m)', 'stroke-width': 14 });
  } else {
    const bw = variant === 1 ? 70 : 110;
    const bh = variant === 1 ? 62 : 96;
    out +=
      rect(600 - bw / 2, 1050 - bh / 2, bw, bh, 16, 'none', {
        stroke: p.metalDark,
        'stroke-width': 18,
      }) +
      rect(600 - bw / 2, 1050 - bh / 2, bw, bh, 16, 'none', {
        stroke: 'url(#m)',
        'stroke-width': 12,
      });
    out += line(`M${600 - bw / 2} 1050H${600 + 6}`, p.metal, 8);
  }
  return { body: out, focus: [600, 1030], ground: 1090 };
}

export const drawSunglasses: Draw = (p, variant, alt) => sunglasses(p, variant, alt);
export const drawHat: Draw = (p, variant, alt) => hat(p, variant, alt);
export const drawBelt: Draw = (p, variant, alt) => belt(p, variant, alt);

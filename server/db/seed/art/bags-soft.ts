import { outline, ring, side, strap } from './bag-parts';
import type { Paint } from './paint';
import {
  button,
  ellipse,
  folds,
  group,
  line,
  path,
  rect,
  sheen,
  stitch,
  type Draw,
  type Drawing,
} from './svg';

/** A long strap that leaves the frame at the top. */
const longStrap = (p: Paint, left: [number, number], right: [number, number], width = 20) =>
  strap(
    p,
    `M${left[0]} ${left[1]}C${left[0] - 40} 520 ${left[0] + 20} 300 ${left[0] + 90} 120`,
    width,
  ) +
  strap(
    p,
    `M${right[0]} ${right[1]}C${right[0] + 40} 520 ${right[0] - 20} 300 ${right[0] - 90} 120`,
    width,
  );

function crossbody(p: Paint, variant: number, alt: boolean): Drawing {
  switch (variant) {
    case 1: {
      let out = longStrap(p, [430, 830], [770, 830], 16) + ring(430, 830) + ring(770, 830);
      if (alt) out += side(p, [780, 800], [780, 1150], 70);
      out += path(
        'M420 830Q420 790 460 790L740 790Q780 790 780 830L780 1150L420 1150Z',
        'url(#f)',
        outline(p),
      );
      out +=
        line('M440 812H760', p.metal, 6, 0.9, { 'stroke-dasharray': '3 3' }) +
        rect(720, 800, 16, 36, 4, 'url(#m)');
      out +=
        path('M470 900h260v200q0 14-14 14h-232q-14 0-14-14z', 'url(#fv)', outline(p, 0.5)) +
        stitch('M482 912h236', p.stitch);
      out += path('M466 890h268v70q-134 30-268 0z', 'url(#f)', outline(p)) + button(600, 950, 10);
      return { body: out, focus: [600, 930], ground: 1150 };
    }
    case 2: {
      let out =
        strap(p, 'M346 790C290 520 360 300 470 120', 40) +
        strap(p, 'M854 790C910 520 840 300 730 120', 40);
      if (alt) out += side(p, [870, 760], [870, 1150], 80);
      out += rect(330, 760, 540, 390, 22, 'url(#f)', outline(p));
      out += path(
        'M330 782Q330 760 352 760L848 760Q870 760 870 782L870 1040Q870 1070 840 1070L360 1070Q330 1070 330 1040Z',
        'url(#fv)',
        outline(p),
      );
      out += stitch('M348 780H852', p.stitch);
      for (const x of [470, 730])
        out +=
          rect(x - 18, 900, 36, 200, 6, p.dark, { stroke: p.edge, 'stroke-width': 2 }) +
          rect(x - 26, 1010, 52, 40, 6, 'none', { stroke: 'url(#m)', 'stroke-width': 7 });
      return {
        body: out + sheen(p, ['M370 800L830 800'], 14, 0.25),
        focus: [730, 1010],
        ground: 1150,
      };
    }
    case 3: {
      let out = longStrap(p, [440, 800], [760, 800], 18);
      out += path('M430 790L770 790L806 1120Q600 1170 394 1120Z', 'url(#f)', outline(p));
      out +=
        ellipse(600, 790, 170, 30, p.darker) +
        path('M430 790Q600 830 770 790', 'none', { stroke: p.edge, 'stroke-width': 3 });
      for (let i = 0; i < 7; i++)
        out += button(460 + i * 47, 826 + (i === 0 || i === 6 ? -6 : 0), 8);
      out +=
        line('M470 826Q600 860 740 826', p.dark, 6) +
        line('M600 850Q590 930 570 980M600 850Q620 930 640 972', p.dark, 7);
      out += rect(558, 970, 24, 40, 6, 'url(#m)') + rect(628, 962, 24, 40, 6, 'url(#m)');
      out += folds(p, ['M500 880Q490 1000 470 1120', 'M700 880Q712 1000 730 1118']);
      return { body: alt ? group(out, 'rotate(5 600 960)') : out, focus: [600, 880], ground: 1150 };
    }
    default: {
      const d =
        'M400 770Q600 730 770 770Q870 830 850 990Q800 1150 600 1150Q420 1150 380 990Q360 860 400 770Z';
      let out = longStrap(p, [408, 790], [792, 790], 22);
      out += path(d, 'url(#f)', outline(p));
      out += path(
        'M396 776Q600 730 774 776Q860 860 810 980Q600 1020 410 930Q370 850 396 776Z',
        'url(#fv)',
        outline(p),
      );
      out += stitch('M414 790Q600 750 764 790Q836 860 796 960', p.stitch);
      out += rect(560, 940, 80, 40, 16, 'url(#m)', { stroke: p.metalDark, 'stroke-width': 2 });
      out += sheen(p, ['M420 1000Q480 1110 600 1120'], 24, 0.2);
      return {
        body: alt ? group(out, 'rotate(-6 600 960)') : out,
        focus: [600, 950],
        ground: 1150,
      };
    }
  }
}

function tote(p: Paint, variant: number, alt: boolean): Drawing {
  switch (variant) {
    case 1: {
      const d = 'M360 720L840 720Q866 1000 784 1130Q600 1174 416 1130Q334 1000 360 720Z';
      let weave = '';
      for (let y = 760; y < 1160; y += 34) weave += `M330 ${y}H870`;
      for (let x = 360; x < 860; x += 34) weave += `M${x} 720V1170`;
      let out =
        strap(p, 'M430 724C430 520 540 470 560 470M770 724C770 520 660 470 640 470', 16) +
        strap(p, 'M556 470H644', 16);
      out += path(d, 'url(#f)', outline(p, 0.4));
      out +=
        `<defs><clipPath id="bk"><path d="${d}"/></clipPath></defs>` +
        group(line(weave, p.darker, 6, 0.25) + line(weave, p.lighter, 2, 0.3), undefined, {
          'clip-path': 'url(#bk)',
        });
      out += rect(352, 700, 496, 44, 10, '#6b4a2e', { opacity: 0.95 });
      return {
        body: alt ? group(out, 'rotate(-4 600 960)') : out,
        focus: [600, 760],
        ground: 1150,
      };
    }
    case 2: {
      let out = strap(p, 'M330 800C280 420 920 420 870 800', 14) + ring(330, 800) + ring(870, 800);
      out += strap(p, 'M486 780Q486 600 600 600Q714 600 714 780', 28);
      out += path(
        'M290 830Q290 770 350 770L850 770Q910 770 910 830L900 1124Q900 1150 874 1150L326 1150Q300 1150 300 1124Z',
        'url(#f)',
        outline(p),
      );
      out += line('M330 790H870', p.metal, 6, 0.9, { 'stroke-dasharray': '3 3' });
      out +=
        path('M300 1030L300 1124Q300 1150 326 1150L420 1150Z', p.dark) +
        path('M900 1030L900 1124Q900 1150 874 1150L780 1150Z', p.dark);
      out += rect(760, 820, 66, 90, 12, 'url(#fv)', {
        stroke: p.edge,
        'stroke-width': 2,
        transform: 'rotate(-10 793 865)',
      });
      out +=
        sheen(p, ['M340 860L860 860'], 20, 0.2) +
        folds(p, ['M420 800Q440 960 420 1120', 'M780 800Q760 960 780 1120'], 3, 0.2);
      return {
        body: alt ? group(out, 'rotate(-5 600 960)') : out,
        focus: [793, 860],
        ground: 1150,
      };
    }
    default: {
      const wide = variant === 3;
      const top = wide ? 820 : 640;
      const tl = wide ? 280 : 330;
      const bl = wide ? 300 : 380;
      let out = strap(
        p,
        wide
          ? 'M430 826Q430 640 600 640Q770 640 770 826'
          : 'M420 650Q420 300 600 300Q780 300 780 650',
        26,
      );
      if (alt) out += side(p, [1200 - tl, top], [1200 - bl, 1150], 70);
      out += path(
        `M${tl} ${top}L${1200 - tl} ${top}L${1200 - bl} 1150L${bl} 1150Z`,
        'url(#f)',
        outline(p),
      );
      out += path(
        `M${tl} ${top}L${1200 - tl} ${top}L${1180 - tl} ${top + 22}Q600 ${top + 56} ${tl + 20} ${top + 22}Z`,
        p.darker,
      );
      out += strap(
        p,
        wide
          ? 'M450 832Q450 660 600 660Q750 660 750 832'
          : 'M450 660Q450 340 600 340Q750 340 750 660',
        26,
      );
      out += stitch(
        `M${tl + 16} ${top + 40}L${bl + 14} 1134M${1184 - tl} ${top + 40}L${1186 - bl} 1134`,
        p.stitch,
      );
      out += sheen(p, [`M${tl + 60} ${top + 80}L${bl + 50} 1120`], 34, 0.16);
      if (wide) out += button(600, top + 60, 12);
      return { body: out, focus: [450, top + 20], ground: 1150 };
    }
  }
}

function wallet(p: Paint, variant: number, alt: boolean): Drawing {
  switch (variant) {
    case 1: {
      let out = rect(380, 680, 440, 320, 24, 'url(#f)', outline(p));
      out += path(
        'M380 704Q380 680 404 680L796 680Q820 680 820 704L820 780L380 780Z',
        'url(#fv)',
        outline(p),
      );
      out += stitch('M396 992H804M396 696H804', p.stitch);
      out +=
        path('M560 760h80v70q0 24-40 24t-40-24z', 'url(#fv)', outline(p)) + button(600, 820, 14);
      return {
        body: alt ? group(out, 'rotate(-10 600 840) translate(0 10)') : out,
        focus: [600, 800],
        ground: 1000,
      };
    }
    case 2: {
      let out = rect(330, 740, 540, 300, 40, 'url(#f)', outline(p));
      out += rect(346, 756, 508, 268, 30, 'none', {
        stroke: p.metal,
        'stroke-width': 6,
        'stroke-dasharray': '3 3',
      });
      out += rect(836, 748, 18, 40, 5, 'url(#m)') + rect(832, 784, 26, 70, 10, p.dark);
      out += sheen(p, ['M380 800L820 800'], 18, 0.2);
      return { body: alt ? group(out, 'rotate(8 600 890)') : out, focus: [840, 790], ground: 1040 };
    }
    case 3: {
      let out = rect(340, 700, 520, 360, 18, 'url(#f)', outline(p));
      out +=
        line('M360 724H840', p.metal, 6, 0.9, { 'stroke-dasharray': '3 3' }) +
        rect(800, 712, 16, 30, 4, 'url(#m)') +
        path('M798 742h20l12 110h-44z', p.dark);
      out += stitch('M356 1044H844', p.stitch) + sheen(p, ['M380 780L820 780'], 18, 0.2);
      return {
        body: alt ? group(out, 'rotate(-6 600 880)') : out,
        focus: [808, 760],
        ground: 1060,
      };
    }
    default: {
      let out = rect(420, 740, 360, 250, 18, 'url(#f)', outline(p));
      out += rect(444, 716, 290, 60, 6, '#ece6da', { stroke: '#cfc6b6', 'stroke-width': 2 });
      for (const y of [760, 820])
        out += path(
          `M420 ${y}H560Q600 ${y + 24} 640 ${y}H780V${y + 40}H420Z`,
          'url(#fv)',
          outline(p, 0.5),
        );
      out += circle2(p);
      return { body: alt ? group(out, 'rotate(12 600 870)') : out, focus: [600, 900], ground: 990 };
    }
  }
}

const circle2 = (p: Paint) =>
  `<circle cx="600" cy="920" r="30" fill="none" stroke="${p.darker}" stroke-width="4" opacity=".45"/>`;

export const drawCrossbody: Draw = (p, variant, alt) => crossbody(p, variant, alt);
export const drawTote: Draw = (p, variant, alt) => tote(p, variant, alt);
/** Small leather goods are drawn larger, so they fill the frame like the bags. */
export const drawWallet: Draw = (p, variant, alt) => {
  const d = wallet(p, variant, alt);
  const g = d.ground ?? 1000;
  const k = 1.45;
  return {
    body: group(d.body, `translate(600 ${g}) scale(${k}) translate(-600 ${-g})`),
    focus: [600 + (d.focus[0] - 600) * k, g + (d.focus[1] - g) * k],
    ground: g,
  };
};

import { chain, outline, ring, side, strap } from './bag-parts';
import type { Paint } from './paint';
import {
  button,
  circle,
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

function turnLock(p: Paint, x: number, y: number): string {
  return (
    rect(x - 40, y - 26, 80, 52, 12, 'url(#m)', { stroke: p.metalDark, 'stroke-width': 2 }) +
    circle(x, y, 15, p.metalLight, { stroke: p.metalDark, 'stroke-width': 2 })
  );
}

function topHandle(p: Paint, variant: number, alt: boolean): Drawing {
  if (variant === 3) {
    const body = 'M360 1150L360 900Q360 760 600 760Q840 760 840 900L840 1150Z';
    let out = alt ? side(p, [840, 900], [840, 1150], 80) : '';
    out += strap(p, 'M484 790Q484 560 600 560Q716 560 716 790', 26);
    out +=
      path(body, 'url(#f)', outline(p)) +
      line('M372 900Q372 776 600 776Q828 776 828 900', p.metal, 6, 0.9, {
        'stroke-dasharray': '3 3',
      });
    out += stitch('M376 1134L376 904Q376 790 600 790Q824 790 824 904L824 1134', p.stitch);
    out +=
      rect(700, 820, 70, 96, 12, 'url(#fv)', {
        stroke: p.edge,
        'stroke-width': 2,
        transform: 'rotate(12 735 868)',
      }) + ring(720, 812, 10);
    out += sheen(p, ['M420 960Q430 860 520 800'], 30, 0.2);
    return { body: out, focus: [735, 860], ground: 1150 };
  }
  const wide = variant === 1 ? 60 : 0;
  const trapeze = variant === 2;
  const tl = trapeze ? 450 : 404 - wide;
  const top = trapeze ? 660 : 690 - wide / 2;
  const bl = trapeze ? 330 : 360 - wide;
  const body = `M${tl} ${top}L${1200 - tl} ${top}L${1200 - bl} 1124Q${1204 - bl} 1150 ${1176 - bl} 1150L${bl + 24} 1150Q${bl - 4} 1150 ${bl} 1124Z`;
  let out = alt ? side(p, [1200 - tl, top], [1200 - bl, 1150], 90) : '';
  out += strap(
    p,
    `M${tl + 70} ${top + 4}Q${tl + 70} ${top - 230} 600 ${top - 230}Q${1130 - tl} ${top - 230} ${1130 - tl} ${top + 4}`,
    30,
  );
  out +=
    path(`M${tl + 56} ${top - 30}h28v40h-28z`, p.dark) +
    path(`M${1116 - tl} ${top - 30}h28v40h-28z`, p.dark);
  if (trapeze && !alt)
    out +=
      path(`M${tl} ${top}L350 720L410 800Z`, 'url(#fd)', outline(p)) +
      path(`M${1200 - tl} ${top}L850 720L790 800Z`, 'url(#fd)', outline(p));
  out += path(body, 'url(#f)', outline(p));
  out += sheen(p, [`M${bl + 60} 1100L${tl + 40} ${top + 60}`], 34, 0.18);
  if (trapeze) {
    out +=
      line(`M${tl + 40} ${top + 200}Q600 ${top + 240} ${1160 - tl} ${top + 200}`, p.metal, 6, 0.9, {
        'stroke-dasharray': '3 3',
      }) + rect(580, top + 214, 40, 18, 6, 'url(#m)');
    out += stitch(`M${bl + 20} 1130L${1180 - bl} 1130`, p.stitch);
    return { body: out, focus: [600, top + 220], ground: 1150 };
  }
  const flapBottom = top + 230 + wide;
  out += path(
    `M${tl} ${top}L${1200 - tl} ${top}L${1212 - tl} ${flapBottom}Q600 ${flapBottom + 44} ${tl - 12} ${flapBottom}Z`,
    'url(#fv)',
    outline(p),
  );
  out += stitch(
    `M${tl + 14} ${top + 14}L${1186 - tl} ${top + 14}L${1196 - tl} ${flapBottom - 14}Q600 ${flapBottom + 28} ${tl + 4} ${flapBottom - 14}Z`,
    p.stitch,
  );
  out += turnLock(p, 600, flapBottom + 4);
  out += alt ? '' : button(bl + 30, 1160, 8) + button(1170 - bl, 1160, 8);
  return { body: out, focus: [600, flapBottom - 30], ground: 1150 };
}

function quilted(p: Paint, d: string): string {
  let lines = '';
  for (let k = -600; k < 700; k += 64) lines += `M${300 + k} 700l600 600M${900 - k} 700l-600 600`;
  return (
    `<defs><clipPath id="qf"><path d="${d}"/></clipPath></defs>` +
    group(
      line(lines, p.darker, 4, 0.4) + group(line(lines, p.lighter, 2, 0.3), 'translate(0 4)'),
      undefined,
      { 'clip-path': 'url(#qf)' },
    )
  );
}

function shoulderBag(p: Paint, variant: number, alt: boolean): Drawing {
  switch (variant) {
    case 1: {
      const d = 'M330 800Q600 1260 870 800Q600 940 330 800Z';
      const out =
        strap(p, 'M352 810Q600 430 848 810', 30) +
        path(d, 'url(#f)', outline(p)) +
        folds(p, ['M470 880Q530 960 600 990', 'M730 880Q680 950 640 985'], 4, 0.3) +
        sheen(p, ['M420 870Q480 940 560 980'], 24, 0.2) +
        ring(352, 810) +
        ring(848, 810);
      return {
        body: alt ? group(out, 'rotate(-8 600 900)') : out,
        focus: [420, 840],
        ground: 1040,
      };
    }
    case 2: {
      let out = alt ? side(p, [880, 860], [880, 1080], 60) : '';
      out += strap(p, 'M346 870Q600 620 854 870', 26);
      out += rect(320, 860, 560, 220, 30, 'url(#f)', outline(p));
      out += path(
        'M320 890Q320 860 350 860L850 860Q880 860 880 890L880 1000Q600 1020 320 1000Z',
        'url(#fv)',
        outline(p),
      );
      out +=
        stitch('M334 994Q600 1012 866 994', p.stitch) +
        rect(550, 986, 100, 30, 8, 'url(#m)', { stroke: p.metalDark, 'stroke-width': 2 });
      return {
        body: out + sheen(p, ['M360 900L840 900'], 12, 0.25),
        focus: [600, 1000],
        ground: 1080,
      };
    }
    case 3: {
      const d = 'M380 790Q600 750 820 790Q890 960 800 1120Q600 1170 400 1120Q310 960 380 790Z';
      let out = strap(p, 'M390 780C380 420 820 420 810 780', 12);
      out += path(d, 'url(#f)', outline(p));
      for (let i = 0; i < 9; i++)
        out += line(
          `M${420 + i * 45} 790Q${380 + i * 55} 960 ${410 + i * 48} 1120`,
          i % 2 ? p.darker : p.lighter,
          6,
          0.3,
        );
      out += rect(372, 770, 456, 24, 12, 'url(#m)');
      return { body: alt ? group(out, 'rotate(6 600 950)') : out, focus: [600, 800], ground: 1140 };
    }
    default: {
      const flap = 'M380 772Q380 760 392 760L808 760Q820 760 820 772L820 990Q600 1010 380 990Z';
      let out = alt ? side(p, [820, 760], [820, 1110], 70) : '';
      out += chain(p, 'M396 776C350 330 850 330 804 776');
      out += rect(380, 760, 440, 350, 24, 'url(#f)', outline(p));
      out += path(flap, 'url(#fv)', outline(p)) + quilted(p, flap);
      out +=
        rect(566, 960, 68, 46, 8, 'url(#m)', { stroke: p.metalDark, 'stroke-width': 2 }) +
        rect(584, 972, 32, 22, 4, p.metalDark, { opacity: 0.5 });
      return { body: out, focus: [600, 960], ground: 1110 };
    }
  }
}

export const drawTopHandle: Draw = (p, variant, alt) => topHandle(p, variant, alt);
export const drawShoulderBag: Draw = (p, variant, alt) => shoulderBag(p, variant, alt);

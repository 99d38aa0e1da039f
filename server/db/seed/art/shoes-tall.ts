import type { Paint } from './paint';
import { withPair } from './shoes';
import { circle, line, path, rect, stitch, type Drawing } from './svg';

const style = (p: Paint) => ({ stroke: p.edge, 'stroke-width': 2.5, 'stroke-opacity': 0.6 });
const RUBBER = '#f3efe7';

function cupsole(height: number, slim: boolean): string {
  const top = 1080 - height;
  let out = path(
    `M190 ${top}Q${slim ? 176 : 168} 1080 240 1082L900 1082Q936 1080 936 ${top + 20}L932 ${top - 10}Z`,
    RUBBER,
    { stroke: '#d6cfc2', 'stroke-width': 3 },
  );
  out += line(`M200 ${top + height * 0.45}L932 ${top + height * 0.4}`, '#d6cfc2', 3);
  return out;
}

function sneaker(p: Paint, variant: number): Drawing {
  const high = variant === 2;
  const slim = variant === 3;
  const sole = slim ? 44 : variant === 1 ? 80 : 64;
  const top = 1080 - sole;
  const collar = high
    ? 'L640 720Q700 640 790 642L888 650Q936 660 936 760'
    : 'L640 820Q700 790 770 800L850 806Q914 814 926 880';
  let out =
    variant === 1
      ? path(`M200 ${top + 10}L934 ${top}L934 ${top + 30}L196 ${top + 40}Z`, p.light)
      : '';
  out += cupsole(variant === 1 ? sole - 26 : sole, slim);
  out += path(
    `M196 ${top + 4}C180 ${top - 60} 250 ${top - 96} 360 ${top - 112}C430 ${top - 122} 490 ${top - 150} 540 ${top - 184}${collar}L936 ${top}Z`,
    'url(#f)',
    style(p),
  );
  out += path(
    `M196 ${top + 4}C180 ${top - 60} 250 ${top - 96} 360 ${top - 112}L390 ${top}Z`,
    slim ? 'url(#f)' : p.light,
    style(p),
  );
  if (slim)
    for (let i = 0; i < 12; i++)
      out += circle(240 + (i % 4) * 26, top - 40 - Math.floor(i / 4) * 20, 4, p.darker, {
        opacity: 0.6,
      });
  out += path(
    `M540 ${top - 184}L610 ${high ? 700 : 800}L650 ${high ? 712 : 812}L600 ${top - 170}Z`,
    p.dark,
  );
  const laceTop = high ? 720 : 820;
  for (let i = 0; i < (high ? 7 : 4); i++) {
    const t = i / (high ? 6 : 3);
    const x = 560 + t * 70;
    const y = top - 170 - t * (top - 170 - laceTop - 10);
    out +=
      line(`M${x - 26} ${y + 14}L${x + 30} ${y - 10}`, RUBBER, 7) +
      circle(x - 30, y + 16, 5, p.darker);
  }
  if (variant === 1)
    out +=
      line(`M300 ${top - 30}Q600 ${top - 150} 880 ${top - 90}`, p.lighter, 28, 0.8) +
      path(`M830 ${top - 150}Q900 ${top - 150} 930 ${top - 40}L930 ${top}L820 ${top}Z`, p.dark, {
        opacity: 0.8,
      });
  out += path(
    high ? 'M890 652Q930 660 934 700L934 760L896 770Z' : 'M880 806Q918 820 926 880L884 890Z',
    p.dark,
  );
  if (!high && !slim && variant !== 1)
    out += circle(740, top - 70, 16, 'none', { stroke: p.darker, 'stroke-width': 3, opacity: 0.6 });
  if (high) out += line('M900 680L912 980', p.metal, 5, 0.9, { 'stroke-dasharray': '3 3' });
  out += stitch(`M210 ${top - 14}C300 ${top - 20} 600 ${top - 24} 920 ${top - 20}`, p.stitch, 2.5);
  return { body: out, focus: [600, top - 150], ground: 1082 };
}

function boot(p: Paint, variant: number): Drawing {
  if (variant === 2 || variant === 3) {
    const combat = variant === 3;
    const ground = combat ? 1010 : 1040;
    let out = '';
    if (combat) {
      out += path('M180 1010L936 1000L936 1080L200 1082Q172 1050 180 1010Z', '#262220');
      for (let x = 210; x < 930; x += 44) out += path(`M${x} 1082l12 -16h20l12 16z`, '#141211');
    } else {
      out += path('M830 1032L920 1030L920 1080L830 1080Z', p.darker);
      out +=
        line('M834 1048H918M834 1064H918', p.edge, 2, 0.5) +
        line('M190 1064Q200 1084 300 1084L836 1076', p.darker, 10);
    }
    const shaft = combat ? 590 : 620;
    out += path(
      `M190 ${ground + 20}C160 ${ground - 60} 250 ${ground - 100} 380 ${ground - 110}C470 ${ground - 118} 540 ${ground - 150} 600 ${ground - 200}L640 ${shaft}L900 ${shaft}Q930 ${ground - 200} 926 ${ground}L300 ${ground + 34}Q196 ${ground + 40} 190 ${ground + 20}Z`,
      'url(#f)',
      style(p),
    );
    out += path(`M640 ${shaft}L900 ${shaft}L898 ${shaft + 20}L642 ${shaft + 20}Z`, p.lining);
    if (combat) {
      for (let i = 0; i < 7; i++) {
        const y = shaft + 40 + i * 46;
        const x = 640 - i * 6;
        out += circle(x, y, 8, 'url(#m)') + line(`M${x - 4} ${y}L${x + 40} ${y + 30}`, p.darker, 6);
      }
      out += path(`M890 ${shaft}Q930 ${shaft - 50} 930 ${shaft + 10}Z`, p.dark);
    } else {
      out += path(
        `M700 ${shaft + 20}L770 ${shaft + 20}L748 ${ground - 120}L724 ${ground - 120}Z`,
        p.darker,
      );
      for (let x = 710; x < 770; x += 10)
        out += line(`M${x} ${shaft + 24}L${x - (x - 735) * 0.4} ${ground - 126}`, p.dark, 2, 0.5);
      out += path(`M872 ${shaft}Q900 ${shaft - 70} 928 ${shaft}`, 'none', {
        stroke: p.dark,
        'stroke-width': 12,
      });
    }
    out += stitch(
      `M206 ${ground + 10}C300 ${ground + 20} 600 ${ground + 14} 918 ${ground}`,
      p.stitch,
      2.5,
    );
    return { body: out, focus: [700, shaft + 80], ground: 1082 };
  }
  const knee = variant === 1;
  const seat = knee ? 840 : 872;
  const shaftTop = knee ? 230 : 560;
  let out = path(`M850 ${seat + 10}L916 ${seat}L910 1080L858 1080Z`, 'url(#fd)', style(p));
  const front = knee
    ? 'C560 930 630 860 646 780Q640 500 626 230'
    : 'C560 930 626 870 640 800L650 560';
  const back = knee ? 'L900 230Q936 520 904 800' : 'L900 560L904 820';
  out += path(
    `M190 1066C200 1000 330 972 470 954${front}${back}Q912 ${seat - 10} 918 ${seat + 6}C840 ${seat + 24} 700 970 570 1050L300 1080Q200 1082 190 1066Z`,
    'url(#f)',
    style(p),
  );
  out += path(
    `M${knee ? 626 : 650} ${shaftTop}L900 ${shaftTop}L898 ${shaftTop + 18}L${knee ? 628 : 650} ${shaftTop + 18}Z`,
    p.lining,
  );
  out +=
    line(`M860 ${shaftTop + 30}L870 ${seat - 20}`, p.metal, 5, 0.9, { 'stroke-dasharray': '3 3' }) +
    rect(852, shaftTop + 26, 16, 32, 4, 'url(#m)');
  out +=
    line(`M240 1034C320 990 420 968 480 962`, p.lighter, 14, 0.35) +
    line(`M700 ${shaftTop + 60}L700 ${knee ? 800 : 860}`, p.lighter, 18, 0.18);
  out += line('M190 1068Q200 1084 300 1084L570 1056', p.darker, 6);
  return { body: out, focus: [860, shaftTop + 60], ground: 1080 };
}

export const drawSneaker = withPair(sneaker);
export const drawBoot = withPair(boot);

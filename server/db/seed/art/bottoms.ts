import type { Paint } from './paint';
import { button, folds, line, pair, path, rect, sheen, stitch, type Draw } from './svg';

function waistband(p: Paint, top: number, left: number, loops: boolean): string {
  const right = 1200 - left;
  let out = path(
    `M${left} ${top}Q600 ${top + 10} ${right} ${top}L${right + 2} ${top + 48}Q600 ${top + 58} ${left - 2} ${top + 48}Z`,
    'url(#fd)',
    { stroke: p.edge, 'stroke-width': 2, 'stroke-opacity': 0.5 },
  );
  if (loops)
    for (const x of [left + 40, 540, 660, right - 40])
      out += rect(x - 7, top - 4, 14, 58, 3, p.dark, { opacity: 0.7 });
  return out;
}

function skirt(p: Paint, variant: number, alt: boolean): string {
  if (variant === 1) {
    let out = path(
      'M452 348Q428 450 438 560L470 1150Q600 1164 730 1150L762 560Q772 450 748 348Z',
      'url(#f)',
    );
    out +=
      folds(p, ['M520 360L530 480', 'M680 360L670 480', 'M500 900Q520 1040 530 1150']) +
      sheen(p, ['M470 560Q480 860 500 1120']);
    out += waistband(p, 300, 452, false);
    if (alt)
      out += line('M600 350V640', p.metalDark, 3, 0.7) + line('M600 980V1156', p.edge, 3, 0.6);
    return out;
  }
  let out = path('M442 348L758 348L904 1202Q600 1240 296 1202Z', 'url(#f)');
  for (let i = 1; i < 18; i++) {
    const top = 442 + (i * 316) / 18;
    const bottom = 296 + (i * 608) / 18;
    out += line(
      `M${top.toFixed(0)} 352L${bottom.toFixed(0)} 1214`,
      i % 2 ? p.darker : p.lighter,
      3,
      0.32,
    );
  }
  out += line('M296 1202Q600 1240 904 1202', p.edge, 3, 0.4) + waistband(p, 300, 442, false);
  if (alt) out += line('M600 350V620', p.metalDark, 3, 0.7);
  else out += button(720, 324, 9, p.darker, p);
  return out;
}

interface Legs {
  hem: number;
  outer: number;
  inner: number;
  kind: 'tailored' | 'jeans' | 'chinos' | 'drawstring' | 'wide' | 'cigarette';
}

const LEGS: Legs[] = [
  { hem: 1390, outer: 318, inner: 588, kind: 'wide' },
  { hem: 1300, outer: 462, inner: 580, kind: 'cigarette' },
  { hem: 1370, outer: 444, inner: 590, kind: 'jeans' },
  { hem: 1380, outer: 424, inner: 588, kind: 'tailored' },
  { hem: 1370, outer: 436, inner: 590, kind: 'chinos' },
  { hem: 1370, outer: 434, inner: 590, kind: 'drawstring' },
];

function trousers(p: Paint, variant: number, alt: boolean): string {
  const l = LEGS[variant] ?? (LEGS[0] as Legs);
  const h = l.hem;
  let out = path(
    `M440 300Q424 560 ${l.outer} ${h}L${l.inner} ${h + 4}L600 590L${1200 - l.inner} ${h + 4}L${1200 - l.outer} ${h}Q776 560 760 300Z`,
    'url(#f)',
  );
  out += pair(
    line(
      `M${(440 + 520) / 2 + 10} 360L${(l.outer + l.inner) / 2} ${h}`,
      l.kind === 'jeans' ? p.darker : p.lighter,
      3,
      l.kind === 'jeans' ? 0.15 : 0.4,
    ),
  );
  out += pair(
    folds(
      p,
      [
        `M${l.inner - 10} ${h - 200}Q${l.inner - 20} ${h - 100} ${l.inner - 14} ${h}`,
        `M590 620Q560 660 540 700`,
      ],
      3,
      0.22,
    ),
  );
  if (l.kind === 'drawstring') {
    out += path('M436 300Q600 312 764 300L766 360Q600 372 434 360Z', 'url(#fd)');
    for (let x = 450; x < 760; x += 16) out += line(`M${x} 304V362`, p.darker, 2, 0.3);
    if (!alt)
      out += line('M584 350Q570 430 556 480M616 350Q630 430 646 470', p.lighter, 6) + circle2(p);
  } else {
    out += waistband(p, 300, 440, l.kind !== 'wide' && l.kind !== 'cigarette');
  }
  if (l.kind === 'tailored' || l.kind === 'wide')
    out += pair(
      line('M540 350L548 520', p.edge, 3, 0.45) + line('M500 350L510 470', p.edge, 3, 0.35),
    );
  if (l.kind === 'tailored')
    out += pair(
      path(
        `M${l.outer - 4} ${h - 50}L${l.inner + 2} ${h - 46}L${l.inner + 2} ${h + 4}L${l.outer - 4} ${h}Z`,
        'url(#fd)',
        { opacity: 0.9 },
      ),
    );
  if (alt) {
    if (l.kind === 'jeans')
      out +=
        line('M440 420Q600 470 760 420', p.metal, 3, 0.8) +
        pair(
          path('M470 470h100l-6 110-44 20-44-20z', 'none', {
            stroke: p.metal,
            'stroke-width': 3,
            'stroke-dasharray': '8 6',
          }),
        );
    else if (l.kind !== 'drawstring')
      out += pair(line('M480 420L560 424', p.edge, 4, 0.6) + button(520, 440, 6, p.darker, p));
    return out;
  }
  if (l.kind !== 'drawstring')
    out +=
      line('M600 348V560', p.edge, 3, 0.5) +
      button(600, 324, 9, l.kind === 'jeans' ? 'url(#m)' : p.darker, p);
  if (l.kind === 'jeans') {
    out += pair(line('M444 370Q500 380 520 440', p.metal, 3, 0.9) + button(452, 372, 5, 'url(#m)'));
    out += stitch('M610 350V520Q610 560 580 566', p.metal, 3);
  } else if (l.kind === 'chinos' || l.kind === 'cigarette' || l.kind === 'tailored') {
    out += pair(line('M458 352L488 470', p.edge, 3, 0.6));
  }
  return out;
}

function circle2(p: Paint): string {
  return (
    rect(550, 476, 12, 22, 4, 'url(#m)') +
    rect(640, 466, 12, 22, 4, 'url(#m)') +
    (p.metallic ? '' : '')
  );
}

export const drawSkirt: Draw = (p, variant, alt) => ({
  body: skirt(p, variant, alt),
  focus: [600, 420],
  ground: null,
});
export const drawTrousers: Draw = (p, variant, alt) => ({
  body: trousers(p, variant, alt),
  focus: [560, 420],
  ground: null,
});

import type { Paint } from './paint';
import { button, folds, line, pair, path, rect, sheen, stitch, type Draw } from './svg';

interface CoatSpec {
  /** Hem height and half width. */
  hem: number;
  half: number;
  lapel: 'notch' | 'peak' | 'shawl' | 'wide' | 'stand' | 'rib' | 'none';
  /** Where the lapels meet the front edge. */
  breakY: number;
  closure: 'single' | 'double' | 'wrap' | 'zip' | 'asym';
  buttons: number[];
  pockets: 'flap' | 'slant' | 'patch' | 'zip' | 'none';
  pocketY: number;
  belt?: 'buckle' | 'tie';
  extras?: ('epaulettes' | 'storm' | 'breast' | 'trim' | 'rib' | 'chest-pockets')[];
}

const SPECS: CoatSpec[] = [
  {
    hem: 1300,
    half: 232,
    lapel: 'peak',
    breakY: 600,
    closure: 'double',
    buttons: [650, 770, 890],
    pockets: 'flap',
    pocketY: 930,
  },
  {
    hem: 1290,
    half: 238,
    lapel: 'shawl',
    breakY: 650,
    closure: 'wrap',
    buttons: [],
    pockets: 'slant',
    pocketY: 860,
    belt: 'tie',
  },
  {
    hem: 1280,
    half: 242,
    lapel: 'wide',
    breakY: 560,
    closure: 'double',
    buttons: [600, 720, 820, 960],
    pockets: 'slant',
    pocketY: 880,
    belt: 'buckle',
    extras: ['epaulettes', 'storm'],
  },
  {
    hem: 960,
    half: 206,
    lapel: 'none',
    breakY: 330,
    closure: 'single',
    buttons: [420, 540, 660, 780, 900],
    pockets: 'patch',
    pocketY: 760,
    extras: ['trim'],
  },
  {
    hem: 940,
    half: 214,
    lapel: 'wide',
    breakY: 470,
    closure: 'asym',
    buttons: [],
    pockets: 'zip',
    pocketY: 700,
    belt: 'buckle',
  },
  {
    hem: 1290,
    half: 234,
    lapel: 'notch',
    breakY: 600,
    closure: 'single',
    buttons: [660, 790, 920],
    pockets: 'flap',
    pocketY: 940,
    extras: ['breast'],
  },
  {
    hem: 1020,
    half: 222,
    lapel: 'wide',
    breakY: 520,
    closure: 'double',
    buttons: [560, 680, 800],
    pockets: 'slant',
    pocketY: 780,
  },
  {
    hem: 1030,
    half: 222,
    lapel: 'stand',
    breakY: 262,
    closure: 'zip',
    buttons: [],
    pockets: 'patch',
    pocketY: 790,
    extras: ['chest-pockets'],
  },
  {
    hem: 930,
    half: 204,
    lapel: 'rib',
    breakY: 262,
    closure: 'zip',
    buttons: [],
    pockets: 'slant',
    pocketY: 740,
    extras: ['rib'],
  },
  {
    hem: 1040,
    half: 216,
    lapel: 'notch',
    breakY: 700,
    closure: 'single',
    buttons: [730, 830],
    pockets: 'flap',
    pocketY: 870,
    extras: ['breast'],
  },
  {
    hem: 1040,
    half: 216,
    lapel: 'peak',
    breakY: 680,
    closure: 'double',
    buttons: [700, 800],
    pockets: 'flap',
    pocketY: 880,
    extras: ['breast'],
  },
];

/** x of the left side seam at height y (armpit to hem). */
const sideAt = (s: CoatSpec, y: number) => 426 + ((600 - s.half - 426) * (y - 520)) / (s.hem - 520);

function lapelHalf(s: CoatSpec, p: Paint): string {
  const b = s.breakY;
  const style = { stroke: p.edge, 'stroke-width': 2, 'stroke-opacity': 0.7 };
  switch (s.lapel) {
    case 'notch':
      return (
        path(
          `M552 248L506 298L494 320L470 332L598 ${b}Q572 ${(250 + b) / 2} 552 248Z`,
          'url(#fv)',
          style,
        ) + path('M506 298L494 320L482 312Z', p.darker)
      );
    case 'peak':
      return path(
        `M552 248L506 296L498 314L446 296L470 346L598 ${b}Q572 ${(250 + b) / 2} 552 248Z`,
        'url(#fv)',
        style,
      );
    case 'shawl':
      return path(
        `M552 248Q462 296 470 420Q494 ${b - 80} 598 ${b}Q574 ${(250 + b) / 2} 552 248Z`,
        'url(#fv)',
        style,
      );
    case 'wide':
      return (
        path(
          `M552 248L484 300L470 332L420 352L592 ${b}Q566 ${(250 + b) / 2} 552 248Z`,
          'url(#fv)',
          style,
        ) + path('M484 300L470 332L452 322Z', p.darker)
      );
    default:
      return '';
  }
}

function collar(s: CoatSpec, p: Paint, alt: boolean): string {
  if (s.lapel === 'stand')
    return path('M546 250Q600 266 654 250L658 200Q600 216 542 200Z', 'url(#fv)', {
      stroke: p.edge,
      'stroke-width': 2,
    });
  if (s.lapel === 'rib') {
    let ribs = '';
    for (let x = 552; x <= 648; x += 12) ribs += line(`M${x} 214V258`, p.darker, 2, 0.35);
    return path('M546 252Q600 268 654 252L656 212Q600 226 544 212Z', p.dark) + ribs;
  }
  if (s.lapel === 'none')
    return line(
      'M548 246Q600 320 652 246',
      s.extras?.includes('trim') ? p.lighter : p.edge,
      8,
      0.9,
    );
  if (alt)
    return path('M536 236Q600 256 664 236L682 266Q600 290 518 266Z', 'url(#fv)', {
      stroke: p.edge,
      'stroke-width': 2,
    });
  return '';
}

function closure(s: CoatSpec, p: Paint): string {
  const b = s.breakY;
  const hem = s.hem;
  const buttonAt = (x: number, y: number) =>
    button(
      x,
      y,
      s.lapel === 'none' ? 11 : 14,
      s.extras?.includes('trim') ? 'url(#m)' : p.darker,
      p,
    );
  switch (s.closure) {
    case 'double':
      return (
        line(`M598 ${b}L604 ${hem + 6}`, p.edge, 3, 0.6) +
        s.buttons.map((y) => buttonAt(548, y) + buttonAt(652, y)).join('')
      );
    case 'wrap':
      return line(`M598 ${b}Q612 ${(b + hem) / 2} 660 ${hem + 4}`, p.edge, 3, 0.6);
    case 'zip':
      return (
        line(`M600 ${b - 40}V${hem + 4}`, p.metal, 6, 0.9, { 'stroke-dasharray': '3 3' }) +
        rect(590, b - 30, 20, 38, 4, 'url(#m)')
      );
    case 'asym':
      return (
        line(`M540 320L690 600V${hem + 4}`, p.metal, 6, 0.9, { 'stroke-dasharray': '3 3' }) +
        rect(532, 318, 18, 40, 4, 'url(#m)', { transform: 'rotate(-24 541 338)' })
      );
    default:
      return (
        line(`M600 ${b}V${hem + 6}`, p.edge, 3, 0.6) +
        s.buttons.map((y) => buttonAt(616, y)).join('')
      );
  }
}

function pocketHalf(s: CoatSpec, p: Paint): string {
  const y = s.pocketY;
  const x = sideAt(s, y) + 26;
  switch (s.pockets) {
    case 'flap':
      return path(
        `M${x} ${y}L${x + 108} ${y + 4}L${x + 108} ${y + 42}L${x} ${y + 38}Z`,
        'url(#fv)',
        { stroke: p.edge, 'stroke-width': 2, 'stroke-opacity': 0.6 },
      );
    case 'slant':
      return line(`M${x + 20} ${y - 50}L${x + 52} ${y + 80}`, p.edge, 4, 0.6);
    case 'zip':
      return line(`M${x + 10} ${y}L${x + 70} ${y - 90}`, p.metal, 5, 0.9, {
        'stroke-dasharray': '3 3',
      });
    case 'patch':
      return (
        path(`M${x} ${y}h112v128q0 14-14 14h-84q-14 0-14-14z`, 'url(#f)', {
          stroke: p.edge,
          'stroke-width': 2,
          'stroke-opacity': 0.5,
        }) + stitch(`M${x + 8} ${y + 10}h96`, p.stitch)
      );
    default:
      return '';
  }
}

function extrasFront(s: CoatSpec, p: Paint): string {
  const out: string[] = [];
  const has = (e: NonNullable<CoatSpec['extras']>[number]) => s.extras?.includes(e);
  if (has('epaulettes'))
    out.push(
      pair(
        path('M424 292L520 258L526 278L432 312Z', 'url(#fv)', {
          stroke: p.edge,
          'stroke-width': 2,
        }) + button(508, 270, 8, p.darker, p),
      ),
    );
  if (has('storm')) out.push(line('M420 304L436 452L548 430', p.edge, 3, 0.5));
  if (has('breast')) out.push(line('M646 560L718 552', p.edge, 4, 0.6));
  if (has('chest-pockets'))
    out.push(
      pair(
        path('M462 420h96v100q0 10-10 10h-76q-10 0-10-10z', 'url(#f)', {
          stroke: p.edge,
          'stroke-width': 2,
          'stroke-opacity': 0.5,
        }) +
          path('M458 412h104v36h-104z', 'url(#fv)', {
            stroke: p.edge,
            'stroke-width': 2,
            'stroke-opacity': 0.5,
          }),
      ),
    );
  if (has('trim'))
    out.push(
      line(
        `M548 246Q600 320 652 246M600 312V${s.hem}M${600 - s.half} ${s.hem}Q600 ${s.hem + 14} ${600 + s.half} ${s.hem}`,
        p.lighter,
        7,
        0.85,
      ),
    );
  return out.join('');
}

function belt(s: CoatSpec, p: Paint, alt: boolean): string {
  if (!s.belt) return '';
  const y = s.belt === 'buckle' && s.hem < 1000 ? s.hem - 90 : 650;
  const l = sideAt(s, y) - 4;
  const r = 1200 - l;
  let out = path(
    `M${l} ${y}Q600 ${y + 14} ${r} ${y}L${r} ${y + 44}Q600 ${y + 58} ${l} ${y + 44}Z`,
    'url(#fd)',
    { stroke: p.edge, 'stroke-width': 2, 'stroke-opacity': 0.6 },
  );
  if (alt) return out;
  if (s.belt === 'buckle')
    out += rect(520, y - 6, 62, 60, 8, 'none', { stroke: 'url(#m)', 'stroke-width': 8 });
  else
    out +=
      `<ellipse cx="560" cy="${y + 24}" rx="24" ry="20" fill="${p.dark}"/>` +
      line(
        `M556 ${y + 40}Q546 ${y + 150} 530 ${y + 240}M566 ${y + 40}Q584 ${y + 140} 596 ${y + 226}`,
        p.dark,
        18,
      );
  return out;
}

function sleeve(s: CoatSpec, p: Paint): string {
  const cuff = Math.min(980, s.hem - 40);
  let out = path(
    `M410 298Q362 318 348 380Q324 640 314 ${cuff}L398 ${cuff + 16}Q418 700 438 520Z`,
    'url(#f)',
    { stroke: p.edge, 'stroke-width': 1.5, 'stroke-opacity': 0.45 },
  );
  out += line(`M426 560Q410 760 400 ${cuff - 20}`, p.darker, 4, 0.22);
  if (s.extras?.includes('rib')) {
    out += path(`M316 ${cuff - 44}L400 ${cuff - 28}L398 ${cuff + 16}L314 ${cuff}Z`, p.dark);
  } else {
    out += stitch(`M318 ${cuff - 40}L402 ${cuff - 26}`, p.stitch, 2.5);
  }
  return out;
}

function coat(s: CoatSpec, p: Paint, alt: boolean): string {
  const hem = s.hem;
  const l = 600 - s.half;
  const r = 600 + s.half;
  const neckDepth = s.lapel === 'none' ? 320 : 262;
  let out = path(
    `M548 246L408 300L426 520L${l} ${hem}Q600 ${hem + 14} ${r} ${hem}L774 520L792 300L652 246Q600 ${neckDepth} 548 246Z`,
    'url(#f)',
  );
  out += pair(sleeve(s, p));
  if (s.extras?.includes('rib')) {
    let ribs = path(
      `M${l} ${hem - 56}Q600 ${hem - 42} ${r} ${hem - 56}L${r} ${hem}Q600 ${hem + 14} ${l} ${hem}Z`,
      p.dark,
    );
    for (let x = l + 12; x < r; x += 14)
      ribs += line(`M${x} ${hem - 50}V${hem + 4}`, p.darker, 2, 0.3);
    out += ribs;
  }
  out += folds(p, [
    `M${l + 70} ${hem - 300}Q${l + 60} ${hem - 150} ${l + 52} ${hem}`,
    `M${r - 80} ${hem - 320}Q${r - 70} ${hem - 150} ${r - 60} ${hem}`,
  ]);
  out += sheen(p, [`M450 340Q440 ${hem / 2} ${l + 30} ${hem - 40}`], 30, 0.12);
  if (alt) {
    out += collar(s, p, true);
    out += line(`M600 ${s.lapel === 'none' ? 320 : 280}V${hem + 6}`, p.edge, 3, 0.45);
    if (hem > 1000) out += line(`M600 ${hem - 260}L614 ${hem - 240}V${hem + 6}`, p.edge, 3, 0.5);
    if (s.extras?.includes('storm'))
      out += line('M420 304Q600 250 780 304L772 470Q600 500 428 470Z', p.edge, 3, 0.5);
    return out + belt(s, p, true);
  }
  if (!['stand', 'rib', 'none'].includes(s.lapel)) {
    out += path(`M552 248Q600 262 648 248L600 ${s.breakY}Z`, p.darker);
  }
  out += collar(s, p, false) + pair(lapelHalf(s, p)) + pair(pocketHalf(s, p)) + extrasFront(s, p);
  out += closure(s, p) + belt(s, p, false);
  return out;
}

export const drawCoat: Draw = (p, variant, alt) => {
  const s = SPECS[variant] ?? (SPECS[0] as CoatSpec);
  return { body: coat(s, p, alt), focus: [560, Math.min(s.breakY, 600) - 60], ground: null };
};

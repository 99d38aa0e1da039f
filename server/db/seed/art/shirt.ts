import type { Paint } from './paint';
import { button, folds, line, pair, path, stitch, type Draw } from './svg';

const outlineStyle = (p: Paint) => ({
  stroke: p.edge,
  'stroke-width': 1.5,
  'stroke-opacity': 0.45,
});

function longSleeve(p: Paint, dropped: boolean, full = false): string {
  const top = dropped ? 'M404 318Q356 336 344 400' : 'M424 296Q374 318 360 384';
  const cuff = full
    ? 'Q318 640 326 900L420 916Q432 700 448 540Z'
    : 'Q330 640 326 920L404 934Q422 700 446 540Z';
  return (
    path(`${top}${cuff}`, 'url(#f)', outlineStyle(p)) +
    path(
      full ? 'M330 884L420 900L416 950L326 934Z' : 'M326 886L406 900L404 950L324 936Z',
      'url(#fv)',
      outlineStyle(p),
    ) +
    folds(p, ['M432 580Q414 760 404 880'], 3, 0.22)
  );
}

function shortSleeve(p: Paint): string {
  return (
    path('M424 296Q372 316 354 384L334 574L428 590L444 524Z', 'url(#f)', outlineStyle(p)) +
    stitch('M340 552L428 566', p.stitch, 2.5)
  );
}

function shirtBody(hem: number, tail: boolean, dropped: boolean): string {
  const shoulder = dropped ? 'L404 318L420 560' : 'L424 296L440 524';
  const shoulderR = dropped ? 'L780 560L796 318' : 'L760 524L776 296';
  const bottom = tail
    ? `L444 ${hem - 60}Q446 ${hem} 520 ${hem + 10}Q600 ${hem} 680 ${hem + 10}Q754 ${hem} 756 ${hem - 60}`
    : `L444 ${hem}Q600 ${hem + 10} 756 ${hem}`;
  return `M548 246${shoulder}${bottom}${shoulderR}L652 246Q600 262 548 246Z`;
}

function collar(p: Paint, spread: boolean): string {
  const wing = spread ? 'M548 246L598 300L560 326L500 280Z' : 'M548 246L600 304L566 334L518 272Z';
  return (
    path('M544 234Q600 252 656 234L656 254Q600 272 544 254Z', p.dark) +
    pair(path(wing, 'url(#fv)', { stroke: p.edge, 'stroke-width': 2 }))
  );
}

function placket(p: Paint, from: number, to: number, buttons: number[], fill = '#f4efe6'): string {
  return (
    line(`M600 ${from}V${to}`, p.edge, 2, 0.45) +
    line(`M614 ${from}V${to}`, p.edge, 2, 0.3) +
    buttons.map((y) => button(607, y, 7, fill, p)).join('')
  );
}

function shirt(p: Paint, variant: number, alt: boolean): string {
  const hems = [1150, 1060, 960, 1080, 1140, 1100, 1060];
  const hem = hems[variant] ?? 1100;
  const dropped = variant === 0;
  if (variant === 2) {
    const neck = alt ? 'Q600 470 690 430' : 'L600 520L690 430';
    let out = line(
      alt ? 'M546 236L686 440M654 236L514 440' : 'M546 236L514 436M654 236L686 436',
      p.dark,
      6,
    );
    out += path(
      `M510 430${neck}L712 620Q740 800 760 ${hem}Q600 ${hem + 14} 440 ${hem}Q460 800 488 620Z`,
      'url(#f)',
    );
    if (!alt) {
      let lace = '';
      for (let i = 0; i < 8; i++) {
        const x = 514 + i * 11;
        const y = 434 + i * 11;
        lace += `<circle cx="${x}" cy="${y + 8}" r="7" fill="none" stroke="${p.lighter}" stroke-width="2.5" opacity=".8"/><circle cx="${1200 - x}" cy="${y + 8}" r="7" fill="none" stroke="${p.lighter}" stroke-width="2.5" opacity=".8"/>`;
      }
      out += lace;
    }
    return (
      out +
      folds(p, ['M560 640Q550 800 540 950', 'M650 640Q660 800 670 950']) +
      line(`M440 ${hem}Q600 ${hem + 14} 760 ${hem}`, p.edge, 3, 0.4)
    );
  }
  const short = variant === 3 || variant === 6;
  let out = path(shirtBody(hem, variant === 0 || variant === 4, dropped), 'url(#f)');
  out += pair(short ? shortSleeve(p) : longSleeve(p, dropped, variant === 1));
  out += folds(
    p,
    [
      `M500 ${hem - 300}Q494 ${hem - 150} 490 ${hem - 20}`,
      `M700 ${hem - 320}Q708 ${hem - 160} 712 ${hem - 20}`,
    ],
    3,
    0.22,
  );
  if (alt) {
    if (variant === 3) return out + line('M548 246Q600 272 652 246', p.dark, 12);
    return (
      out +
      path('M544 234Q600 252 656 234L660 262Q600 282 540 262Z', 'url(#fv)') +
      line('M424 330Q600 352 776 330', p.edge, 2.5, 0.45) +
      (variant === 0 ? folds(p, ['M600 350V520', 'M584 350L580 500', 'M616 350L620 500']) : '')
    );
  }
  const pearl = (ys: number[]) => placket(p, 300, hem, ys);
  switch (variant) {
    case 1:
      return (
        out +
        placket(p, 320, hem, [420, 520, 620, 720, 820, 920], p.light) +
        line('M548 246Q600 276 652 246', p.dark, 10) +
        path('M600 290Q520 250 500 300Q520 340 600 300Z', 'url(#fv)', {
          stroke: p.edge,
          'stroke-width': 2,
        }) +
        path('M600 290Q680 250 700 300Q680 340 600 300Z', 'url(#fv)', {
          stroke: p.edge,
          'stroke-width': 2,
        }) +
        line('M596 300Q570 420 548 560M606 300Q640 410 660 540', p.dark, 16) +
        `<ellipse cx="600" cy="296" rx="18" ry="16" fill="${p.dark}"/>`
      );
    case 3:
      return (
        out +
        line('M548 246Q600 286 652 246', p.dark, 14) +
        `<circle cx="676" cy="420" r="16" fill="none" stroke="${p.dark}" stroke-width="3" opacity=".7"/>`
      );
    case 4:
      return (
        out +
        pearl([340, 440, 540, 640, 740, 840, 940, 1040]) +
        path('M646 420h82v96l-41 14-41-14z', 'url(#f)', {
          stroke: p.edge,
          'stroke-width': 2,
          'stroke-opacity': 0.5,
        }) +
        collar(p, true)
      );
    case 5:
      return (
        out +
        placket(p, 300, hem, [360, 480, 600, 720, 840, 960], p.darker) +
        pair(
          path('M470 410h100v110q0 10-10 10h-80q-10 0-10-10z', 'url(#f)', {
            stroke: p.edge,
            'stroke-width': 2,
            'stroke-opacity': 0.5,
          }) +
            path('M466 400h108v40l-54 14-54-14z', 'url(#fv)', {
              stroke: p.edge,
              'stroke-width': 2,
              'stroke-opacity': 0.5,
            }),
        ) +
        collar(p, false)
      );
    case 6:
      return (
        out +
        path('M548 246L600 420L652 246Q600 262 548 246Z', p.darker) +
        pair(
          path('M548 246L500 286L532 330L600 420Z', 'url(#fv)', {
            stroke: p.edge,
            'stroke-width': 2,
          }),
        ) +
        placket(p, 420, hem, [520, 640, 760, 880, 1000])
      );
    default:
      return out + pearl([340, 450, 560, 670, 780, 890, 1000, 1110]) + collar(p, false);
  }
}

export const drawShirt: Draw = (p, variant, alt) => ({
  body: shirt(p, variant, alt),
  focus: variant === 2 ? [600, 470] : [600, 340],
  ground: null,
});

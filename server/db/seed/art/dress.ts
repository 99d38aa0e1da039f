import type { Paint } from './paint';
import { button, folds, line, pair, path, sheen, type Draw } from './svg';

const hemLine = (p: Paint, d: string) => line(d, p.edge, 3, 0.45);

function slip(p: Paint, alt: boolean, gown: boolean): string {
  const neck = alt ? 'Q600 600 700 430' : gown ? 'L600 540 L700 430' : 'Q600 490 700 430';
  const skirt = gown
    ? 'L716 650 Q736 780 728 850 Q820 1100 935 1430 Q600 1470 265 1430 Q380 1100 472 850 Q464 780 484 650 Z'
    : 'L716 650 Q770 920 828 1262 Q600 1296 372 1262 Q430 920 484 650 Z';
  const straps = alt
    ? line('M548 236L690 436M652 236L510 436', p.dark, 7)
    : line('M548 236L512 436M652 236L688 436', p.dark, 7);
  const hem = gown ? 'M265 1430Q600 1470 935 1430' : 'M372 1262Q600 1296 828 1262';
  const back = alt && gown ? path('M514 436Q600 900 686 436Z', p.darker) : '';
  const lines = gown
    ? [
        'M560 880Q520 1150 420 1440',
        'M640 880Q690 1150 790 1440',
        'M600 900Q600 1200 600 1460',
        'M520 870Q450 1150 330 1432',
      ]
    : ['M560 700Q540 980 505 1268', 'M640 700Q660 980 700 1270', 'M600 780Q600 1000 600 1282'];
  return (
    straps +
    path(`M500 430${neck}${skirt}`, 'url(#f)') +
    back +
    (alt
      ? ''
      : folds(p, [gown ? 'M530 450Q600 560 670 450' : 'M532 452Q600 530 668 452'], 3, 0.3)) +
    folds(p, lines) +
    sheen(p, gown ? ['M500 680Q440 1050 330 1400'] : ['M516 670Q470 960 432 1250']) +
    hemLine(p, hem)
  );
}

function shirtDress(p: Paint, alt: boolean): string {
  const sleeve =
    path('M472 290Q414 304 392 360Q350 600 330 840L402 858Q434 650 468 500Z', 'url(#f)', {
      stroke: p.edge,
      'stroke-width': 1.5,
      'stroke-opacity': 0.5,
    }) +
    line('M452 520Q420 680 398 850', p.darker, 4, 0.25) +
    path('M330 840L402 858L398 894L324 878Z', p.dark);
  const body = path(
    'M528 255L470 292L458 480Q470 580 496 640Q460 900 430 1215Q600 1245 770 1215Q740 900 704 640Q730 580 742 480L730 292L672 255Q600 285 528 255Z',
    'url(#f)',
  );
  const belt =
    path('M494 618Q600 640 706 618L708 664Q600 686 492 664Z', 'url(#fd)') +
    (alt
      ? ''
      : line('M556 660Q546 760 528 846M568 660Q584 760 594 836', p.dark, 16) +
        `<ellipse cx="560" cy="652" rx="22" ry="18" fill="${p.dark}"/>`);
  if (alt) {
    return (
      body +
      pair(sleeve) +
      path('M528 240Q600 268 672 240L672 262Q600 290 528 262Z', p.dark) +
      line('M470 336Q600 356 730 336', p.edge, 3, 0.5) +
      folds(p, [
        'M588 350L584 616',
        'M612 350L616 616',
        'M560 700Q540 960 520 1224',
        'M640 700Q660 960 680 1224',
      ]) +
      belt +
      hemLine(p, 'M430 1215Q600 1245 770 1215')
    );
  }
  const buttons = [360, 440, 520, 590, 730, 810, 890, 970, 1050, 1130]
    .map((y) => button(600, y, 8, '#f4efe6', p))
    .join('');
  return (
    body +
    pair(sleeve) +
    line('M600 318V1232', p.edge, 2, 0.5) +
    line('M614 318V1232', p.edge, 2, 0.3) +
    buttons +
    path('M528 240Q600 268 672 240L672 258Q600 286 528 258Z', p.dark) +
    pair(
      path('M528 255L600 320L570 344L510 280Z', 'url(#fv)', { stroke: p.edge, 'stroke-width': 2 }),
    ) +
    folds(p, [
      'M560 700Q540 960 520 1224',
      'M650 700Q670 960 690 1224',
      'M520 420Q540 520 530 600',
    ]) +
    belt +
    hemLine(p, 'M430 1215Q600 1245 770 1215')
  );
}

function wrapDress(p: Paint, alt: boolean): string {
  const sleeve =
    path('M472 290Q416 306 394 352Q356 600 352 880L416 890Q438 650 468 500Z', 'url(#f)', {
      stroke: p.edge,
      'stroke-width': 1.5,
      'stroke-opacity': 0.5,
    }) + line('M454 520Q428 700 412 880', p.darker, 4, 0.25);
  const body = path(
    'M540 250L470 292L458 480Q468 580 494 640Q452 900 412 1232Q600 1266 788 1232Q748 900 706 640Q732 580 742 480L730 292L660 250Q600 262 540 250Z',
    'url(#f)',
  );
  const hem = hemLine(p, 'M412 1232Q600 1266 788 1232');
  if (alt) {
    return (
      body +
      pair(sleeve) +
      path('M540 250Q600 276 660 250L660 264Q600 292 540 264Z', p.dark) +
      line('M600 270V1250', p.edge, 2, 0.35) +
      path('M494 626Q600 646 706 626L706 658Q600 678 494 658Z', 'url(#fd)') +
      folds(p, ['M540 700Q510 960 480 1236', 'M660 700Q690 960 720 1236']) +
      hem
    );
  }
  return (
    body +
    pair(sleeve) +
    path('M540 250L590 600L660 250Q600 264 540 250Z', p.darker) +
    path('M660 250L590 600Q556 640 494 652L494 626Q548 610 574 584Z', p.light, { opacity: 0.5 }) +
    line('M660 250L590 600Q556 640 494 652', p.edge, 3, 0.6) +
    line('M494 654Q560 900 650 1250', p.edge, 3, 0.5) +
    line('M494 650Q468 760 478 884M498 650Q526 770 508 870', p.dark, 15) +
    `<ellipse cx="494" cy="648" rx="20" ry="16" fill="${p.dark}"/>` +
    folds(p, [
      'M560 720Q560 960 580 1240',
      'M680 700Q700 960 720 1240',
      'M470 430Q500 520 480 600',
    ]) +
    sheen(p, ['M520 690Q480 960 450 1220']) +
    hem
  );
}

function pleated(p: Paint, alt: boolean): string {
  const cap = path('M472 292Q432 302 420 350L432 424L468 404Z', 'url(#fd)');
  const bodice = path(
    'M540 250Q600 276 660 250L728 292L740 470Q726 560 712 620L488 620Q474 560 460 470L472 292Z',
    'url(#f)',
  );
  const skirt = path('M486 650L714 650L850 1282Q600 1314 350 1282Z', 'url(#f)');
  let pleats = '';
  for (let i = 1; i < 16; i++) {
    const top = 486 + (i * 228) / 16;
    const bottom = 350 + (i * 500) / 16;
    pleats += line(
      `M${top.toFixed(0)} 656L${bottom.toFixed(0)} 1290`,
      i % 2 ? p.darker : p.lighter,
      3,
      i % 2 ? 0.35 : 0.3,
    );
  }
  return (
    pair(cap) +
    bodice +
    (alt
      ? line('M600 262V636', p.metalDark, 3, 0.7)
      : path('M540 250Q600 300 660 250Q600 276 540 250Z', p.darker)) +
    skirt +
    pleats +
    path('M486 612L714 612L716 652L484 652Z', p.dark) +
    hemLine(p, 'M350 1282Q600 1314 850 1282')
  );
}

export const drawDress: Draw = (p, variant, alt) => {
  switch (variant) {
    case 1:
      return { body: shirtDress(p, alt), focus: [600, 380], ground: null };
    case 2:
      return { body: wrapDress(p, alt), focus: [560, 600], ground: null };
    case 3:
      return { body: pleated(p, alt), focus: [600, 700], ground: null };
    case 4:
      return { body: slip(p, alt, true), focus: [600, 480], ground: null };
    default:
      return { body: slip(p, alt, false), focus: [600, 460], ground: null };
  }
};

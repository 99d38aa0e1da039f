import type { Paint } from './paint';
import { button, folds, line, pair, path, rect, stitch, type Draw } from './svg';

const RIB = (p: Paint) =>
  `<defs><pattern id="rb" width="14" height="40" patternUnits="userSpaceOnUse"><path d="M7 0V40" stroke="${p.darker}" stroke-width="2" opacity=".16"/></pattern></defs>`;

function ribBand(d: string, p: Paint): string {
  return path(d, p.dark) + path(d, 'url(#rb)');
}

/** Body outline: long sleeves unless sleeveless; hem at y. */
function body(hem: number, sleeveless: boolean, neck: string): string {
  if (sleeveless) {
    return `M548 246L474 268Q488 420 444 528L446 ${hem}Q600 ${hem + 10} 754 ${hem}L756 528Q712 420 726 268L652 246${neck}Z`;
  }
  return `M548 246L424 296L436 524L444 ${hem}Q600 ${hem + 10} 756 ${hem}L764 524L776 296L652 246${neck}Z`;
}

function sleeve(p: Paint, short: boolean): string {
  if (short) {
    return (
      path('M424 296Q376 316 360 380L340 560L424 580L440 520Z', 'url(#f)', {
        stroke: p.edge,
        'stroke-width': 1.5,
        'stroke-opacity': 0.4,
      }) + ribBand('M340 546L424 566L422 592L338 572Z', p)
    );
  }
  return (
    path('M424 296Q374 318 360 384Q340 640 334 930L412 944Q426 700 446 524Z', 'url(#f)', {
      stroke: p.edge,
      'stroke-width': 1.5,
      'stroke-opacity': 0.4,
    }) +
    ribBand('M334 900L414 914L412 960L332 946Z', p) +
    folds(p, ['M430 560Q416 740 408 900'], 4, 0.2)
  );
}

function cables(p: Paint): string {
  let dark = '';
  let light = '';
  for (const x of [520, 600, 680]) {
    for (let y = 300; y < 940; y += 64) {
      dark += `M${x - 20} ${y}c40 20 40 44 0 64`;
      light += `M${x + 20} ${y}c-40 20-40 44 0 64`;
    }
  }
  return line(dark, p.darker, 9, 0.35) + line(light, p.lighter, 7, 0.35);
}

function knit(p: Paint, variant: number, alt: boolean): string {
  const woven = variant === 6;
  const sleeveless = variant === 3 || variant === 6;
  const hem = variant === 6 ? 980 : 1010;
  const vDepth =
    variant === 1 ? 560 : variant === 3 ? 540 : variant === 6 ? 620 : variant === 7 ? 640 : 0;
  const neck = alt || vDepth === 0 ? 'Q600 300 548 246' : `L600 ${vDepth}L548 246`;
  const outline = body(hem, sleeveless, neck);
  let out = woven ? '' : RIB(p);
  if (variant === 6) {
    const points = alt
      ? `L446 ${hem}Q600 ${hem + 10} 754 ${hem}`
      : `L446 ${hem}L560 ${hem + 60}L600 ${hem + 20}L640 ${hem + 60}L754 ${hem}`;
    out += path(
      outline.replace(`L446 ${hem}Q600 ${hem + 10} 754 ${hem}`, points),
      alt ? p.lining : 'url(#f)',
    );
    if (alt)
      return (
        out +
        path('M548 246Q600 300 652 246', 'none', { stroke: p.edge, 'stroke-width': 3 }) +
        rect(520, 760, 160, 24, 4, p.dark) +
        rect(586, 754, 28, 36, 4, 'none', { stroke: 'url(#m)', 'stroke-width': 5 })
      );
    out += path(`M548 246L600 ${vDepth}L652 246Q600 300 548 246Z`, p.darker);
    out += line(`M600 ${vDepth}V${hem + 20}`, p.edge, 3, 0.6);
    out += [660, 730, 800, 870, 940].map((y) => button(616, y, 10, p.darker, p)).join('');
    out += pair(line('M478 800L548 796', p.edge, 4, 0.6));
    return out;
  }
  if (!sleeveless) out += pair(sleeve(p, variant === 4));
  out += path(outline, 'url(#f)') + path(outline, 'url(#rb)');
  out += ribBand(
    `M444 ${hem - 52}Q600 ${hem - 42} 756 ${hem - 52}L756 ${hem}Q600 ${hem + 10} 444 ${hem}Z`,
    p,
  );
  if (sleeveless) out += line('M474 268Q488 420 444 528M726 268Q712 420 756 528', p.dark, 14);
  if (variant === 2) out += cables(p);
  out += folds(
    p,
    [
      `M500 ${hem - 260}Q490 ${hem - 140} 486 ${hem - 50}`,
      `M700 ${hem - 280}Q712 ${hem - 150} 716 ${hem - 50}`,
    ],
    4,
    0.2,
  );
  if (alt) {
    return (
      out +
      (variant === 2
        ? ribBand('M540 246Q600 262 660 246L662 172Q600 186 538 172Z', p)
        : line('M548 246Q600 282 652 246', p.dark, 16))
    );
  }
  switch (variant) {
    case 1:
    case 3:
    case 7: {
      out += path(`M548 246L600 ${vDepth}L652 246Q600 262 548 246Z`, p.darker);
      if (variant === 7) {
        out += pair(
          path(
            `M548 246Q470 300 490 460Q520 ${vDepth - 40} 600 ${vDepth}L600 ${vDepth - 60}Q556 520 560 400Q566 300 548 246Z`,
            'url(#fv)',
            { stroke: p.edge, 'stroke-width': 2, 'stroke-opacity': 0.5 },
          ) +
            path('M470 760h110v120q0 10-10 10h-90q-10 0-10-10z', 'url(#f)', {
              stroke: p.edge,
              'stroke-width': 2,
              'stroke-opacity': 0.4,
            }),
        );
      } else {
        out += line(`M548 246L600 ${vDepth}L652 246`, p.dark, 16);
      }
      if (variant !== 3) {
        out += line(`M600 ${vDepth}V${hem}`, p.dark, 18);
        const ys = variant === 7 ? [700, 800, 900] : [620, 700, 780, 860, 940];
        out += ys.map((y) => button(600, y, 10, variant === 7 ? '#d8c4a4' : p.lighter, p)).join('');
      }
      return out;
    }
    case 2:
      return (
        out +
        ribBand('M540 246Q600 262 660 246L662 172Q600 186 538 172Z', p) +
        line('M540 210Q600 224 660 210', p.darker, 3, 0.4)
      );
    case 4:
      return (
        out +
        line('M548 246Q600 276 652 246', p.dark, 14) +
        line('M600 270V420', p.edge, 3, 0.6) +
        [300, 350, 400].map((y) => button(608, y, 7, p.lighter, p)).join('') +
        pair(
          path('M548 246L600 272L566 330L512 270Z', 'url(#fv)', {
            stroke: p.edge,
            'stroke-width': 2,
          }),
        )
      );
    case 5:
      return (
        out +
        path('M546 250Q600 266 654 250L658 196Q600 210 542 196Z', p.dark) +
        line('M600 206V520', p.metal, 6, 0.9, { 'stroke-dasharray': '3 3' }) +
        rect(592, 206, 16, 40, 4, 'url(#m)')
      );
    default:
      return (
        out +
        line('M548 246Q600 300 652 246', p.dark, 18) +
        stitch('M552 262Q600 312 648 262', p.stitch, 2)
      );
  }
}

export const drawKnit: Draw = (p, variant, alt) => ({
  body: knit(p, variant, alt),
  focus: variant === 2 ? [600, 420] : variant >= 6 ? [600, 620] : [600, 380],
  ground: null,
});

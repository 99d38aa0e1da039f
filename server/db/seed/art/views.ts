import type { CareKey } from '../data/types';
import { mix, paintDefs, type Paint } from './paint';
import { group, H, W, type Drawing } from './svg';

export const SHADOW_FILTER =
  '<filter id="ds" x="-25%" y="-25%" width="150%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="18"/><feOffset dx="12" dy="22"/><feComponentTransfer><feFuncA type="linear" slope=".2"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>' +
  '<radialGradient id="fs"><stop offset="0" stop-color="#000" stop-opacity=".32"/><stop offset=".6" stop-color="#000" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>';

/** A fine texture for close-ups, by material family. */
function texture(finish: CareKey, p: Paint): string {
  const tile = (size: number, body: string) =>
    `<pattern id="tx" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${body}</pattern>`;
  const ink = p.darker;
  switch (finish) {
    case 'silk':
      return tile(
        14,
        `<path d="M0 14L14 0" stroke="${p.lighter}" stroke-width="2" opacity=".35"/>`,
      );
    case 'knit':
      return tile(
        18,
        `<path d="M1 3l8 10 8-10" fill="none" stroke="${ink}" stroke-width="2" opacity=".35"/>`,
      );
    case 'wool':
      return tile(
        10,
        `<path d="M0 10L10 0M-2 2l4-4M8 12l4-4" stroke="${ink}" stroke-width="1.6" opacity=".3"/>`,
      );
    case 'cotton':
    case 'canvas':
      return tile(
        12,
        `<path d="M0 6h12M6 0v12" stroke="${ink}" stroke-width="1.4" opacity=".22"/>`,
      );
    case 'suede':
      return tile(
        16,
        `<circle cx="3" cy="4" r="1.6" fill="${ink}" opacity=".25"/><circle cx="11" cy="12" r="1.4" fill="${p.lighter}" opacity=".25"/><circle cx="12" cy="3" r="1" fill="${ink}" opacity=".2"/>`,
      );
    case 'jewellery':
    case 'eyewear':
      return tile(40, '');
    default:
      return tile(
        22,
        `<circle cx="5" cy="6" r="2.6" fill="none" stroke="${ink}" stroke-width="1.2" opacity=".3"/><circle cx="16" cy="15" r="2.2" fill="none" stroke="${ink}" stroke-width="1.2" opacity=".26"/><circle cx="16" cy="4" r="1.4" fill="${ink}" opacity=".2"/>`,
      );
  }
}

function document(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

function backdrop(top: string, bottom: string, horizon: number | null, floor: string): string {
  const wall = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  const rects =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    (horizon === null
      ? ''
      : `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${floor}"/><rect y="${horizon - 2}" width="${W}" height="4" fill="#ffffff" opacity=".35"/>`);
  return wall + '|' + rects;
}

/** Where objects stand in the front and second views. */
const STAND = 1120;

function floorShadow(ground: number, width = 340): string {
  return `<ellipse cx="${W / 2}" cy="${ground + 8}" rx="${width}" ry="${width * 0.09}" fill="url(#fs)"/>`;
}

function placed(d: Drawing, scale: number, targetGround: number, rotate = 0): string {
  const from = d.ground ?? 760;
  const to = d.ground === null ? targetGround - 380 : targetGround;
  const shadow = d.ground === null ? '' : floorShadow(to, 340 * scale);
  return (
    shadow +
    group(
      d.body,
      `translate(${W / 2} ${to}) rotate(${rotate}) scale(${scale}) translate(${-W / 2} ${-from})`,
      d.ground === null ? { filter: 'url(#ds)' } : {},
    )
  );
}

/**
 * One picture of a piece. View 0: front on a light studio background; 1: back or second
 * angle; 2: close-up; 3 and up: styled scenes.
 */
export function composeView(
  front: Drawing,
  alt: Drawing,
  view: number,
  p: Paint,
  finish: CareKey,
): string {
  const defs = paintDefs(p) + SHADOW_FILTER;
  if (view === 2) {
    const [fx, fy] = front.focus;
    const wall = `<rect width="${W}" height="${H}" fill="${mix(p.base, '#ece6dd', 0.55)}"/>`;
    const zoom = group(
      front.body,
      `translate(${W / 2} ${H / 2}) scale(2.4) translate(${-fx} ${-fy})`,
    );
    const vignette = `<radialGradient id="vg" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></radialGradient>`;
    return document(
      defs + texture(finish, p) + vignette,
      wall +
        zoom +
        `<rect width="${W}" height="${H}" fill="url(#tx)"/><rect width="${W}" height="${H}" fill="url(#vg)"/>`,
    );
  }
  if (view === 0 || view === 1) {
    const d = view === 0 ? front : alt;
    const [wallDef, wall] = backdrop(
      view === 0 ? '#f6f3ee' : '#f0efec',
      view === 0 ? '#ebe5dc' : '#e2dfda',
      d.ground === null ? null : STAND - 90,
      view === 0 ? '#e6dfd5' : '#dcd8d1',
    ).split('|') as [string, string];
    // Objects all stand on the same line, so a grid of cards shares one horizon.
    const body =
      d.ground === null
        ? group(d.body, undefined, { filter: 'url(#ds)' })
        : floorShadow(STAND) + group(d.body, `translate(0 ${STAND - d.ground})`);
    return document(defs + wallDef, wall + body);
  }
  const tint = mix(p.base, '#efe8de', 0.84);
  if (view === 3) {
    const [wallDef, wall] = backdrop(
      mix(tint, '#ffffff', 0.2),
      tint,
      1160,
      mix(tint, '#6b5a48', 0.12),
    ).split('|') as [string, string];
    const arch = `<path d="M310 1160V520a290 290 0 0 1 580 0v640z" fill="${mix(tint, '#ffffff', 0.45)}"/>`;
    const plinth =
      front.ground === null
        ? ''
        : `<rect x="250" y="1120" width="700" height="240" fill="${mix(tint, '#ffffff', 0.3)}"/><ellipse cx="600" cy="1120" rx="350" ry="34" fill="${mix(tint, '#ffffff', 0.55)}"/><rect x="250" y="1340" width="700" height="20" fill="${mix(tint, '#5a4a3c', 0.2)}"/>`;
    return document(
      defs + wallDef,
      wall + arch + plinth + placed(front, 0.78, front.ground === null ? 1150 : 1120),
    );
  }
  const [wallDef, wall] = backdrop(
    mix(tint, '#ffffff', 0.1),
    mix(tint, '#d7ccbe', 0.3),
    1220,
    mix(tint, '#5a4a3c', 0.14),
  ).split('|') as [string, string];
  const sun = `<circle cx="600" cy="700" r="400" fill="${mix(p.base, '#f7f1e8', 0.6)}" opacity=".85"/>`;
  const d = front.ground === null ? front : alt;
  return document(
    defs + wallDef,
    wall + sun + placed(d, 0.74, d.ground === null ? 1150 : 1230, -4),
  );
}

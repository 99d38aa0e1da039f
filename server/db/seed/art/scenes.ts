import type { Scene, Subject } from '../data/scenes';
import { DRAWINGS } from './drawings';
import { luminance, mix, paintDefs, paintOf } from './paint';
import { SHADOW_FILTER } from './views';

/** Gives a subject's gradient and pattern ids a suffix, so several can share one picture. */
function namespaced(markup: string, suffix: string): string {
  return markup.replace(/(id="|url\(#)([a-z]+)/g, `$1$2-${suffix}`);
}

/** Rough width of each drawing in its 1200×1500 frame, to keep pieces apart. */
const WIDTHS: Partial<Record<Subject['art'], number>> = {
  pump: 1050,
  flat: 1050,
  sneaker: 1050,
  boot: 1050,
  loafer: 1050,
  sunglasses: 860,
  scarf: 860,
  hat: 820,
  belt: 740,
  tote: 640,
  jewellery: 480,
};

function subject(
  s: Subject,
  index: number,
  at: { cx: number; cy: number; floor: number },
  height: number,
  maxWidth: number,
): string {
  const paint = paintOf(s.hex);
  const drawing = DRAWINGS[s.art](paint, s.variant, false);
  const ground = drawing.ground;
  // Objects sit low in their frame and are smaller than garments: scale them up around their middle,
  // as far as the room beside the other pieces allows.
  const fit = maxWidth / (WIDTHS[s.art] ?? 620);
  const k = Math.min((height / 1500) * (ground === null ? 1 : 1.45), fit);
  const shadow =
    ground === null
      ? ''
      : `<ellipse cx="600" cy="${ground + 8}" rx="330" ry="30" fill="url(#fs)"/>`;
  const body = `<defs>${paintDefs(paint)}</defs>${shadow}<g${ground === null ? ' filter="url(#ds)"' : ''}>${drawing.body}</g>`;
  // Garments float in the middle; objects stand on the floor (or the stage).
  const [fromY, toY] = ground === null ? [760, at.cy] : [ground, at.floor];
  const placed = `<g transform="translate(${(at.cx - 600 * k).toFixed(1)} ${(toY - fromY * k).toFixed(1)}) scale(${k.toFixed(4)})">${body}</g>`;
  return namespaced(placed, `s${index}`).replace(/url\(#(ds|fs)-s\d+\)/g, 'url(#$1)');
}

function backdrop(scene: Scene, region: { x: number; y: number; w: number; h: number }): string {
  const { width: W, height: H, accent } = scene;
  const cx = region.x + region.w / 2;
  const floorY = region.y + region.h * 0.86;
  let shape: string;
  switch (scene.layout) {
    case 'arch': {
      const aw = Math.min(region.w * 0.86, region.h * 0.62);
      const top = region.y + region.h * 0.1 + aw / 2;
      shape = `<path d="M${cx - aw / 2} ${floorY}V${top}a${aw / 2} ${aw / 2} 0 0 1 ${aw} 0V${floorY}z" fill="${accent}" opacity=".75"/>`;
      break;
    }
    case 'circle':
      shape = `<circle cx="${cx}" cy="${region.y + region.h * 0.46}" r="${Math.min(region.w, region.h) * 0.4}" fill="${accent}" opacity=".8"/>`;
      break;
    case 'split':
      shape = `<rect x="${region.x + region.w * 0.18}" y="0" width="${region.w * 0.64}" height="${H}" fill="${accent}" opacity=".22"/><rect x="${region.x + region.w * 0.18}" y="0" width="3" height="${H}" fill="${accent}" opacity=".8"/>`;
      break;
    default:
      shape = `<rect x="${cx - region.w * 0.42}" y="${floorY - region.h * 0.06}" width="${region.w * 0.84}" height="${region.h * 0.06 + 2}" fill="${mix(accent, '#ffffff', 0.25)}"/><rect x="${cx - region.w * 0.3}" y="${floorY - region.h * 0.12}" width="${region.w * 0.6}" height="${region.h * 0.06 + 2}" fill="${mix(accent, '#ffffff', 0.45)}"/>`;
  }
  const floor = `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${scene.mood[1]}"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="#000" opacity=".06"/>`;
  return `<rect width="${W}" height="${H}" fill="url(#bg)"/>${shape}${floor}`;
}

function wordmark(scene: Scene): string {
  const dark = luminance(scene.mood[0]) < 0.2;
  const size = Math.round(Math.min(scene.width, scene.height) * 0.05);
  const wide = scene.width / scene.height > 1.6;
  const x = wide ? scene.width * 0.06 : scene.width / 2;
  const y = scene.height * 0.09 + size;
  return `<text x="${x.toFixed(0)}" y="${y.toFixed(0)}" font-family="Didot, 'Bodoni 72', 'Playfair Display', 'DejaVu Serif', serif" font-size="${size}" letter-spacing="${(size * 0.42).toFixed(0)}" text-anchor="${wide ? 'start' : 'middle'}" fill="${dark ? '#f3ead8' : '#2a2420'}" opacity=".9">MAISON</text>`;
}

/** An editorial picture: banner, waterfall tile, story, popup or menu. */
export function drawScene(scene: Scene): string {
  const { width: W, height: H } = scene;
  const wide = W / H > 1.6;
  const region = wide
    ? { x: W * 0.46, y: 0, w: W * 0.5, h: H }
    : { x: 0, y: H * 0.08, w: W, h: H * 0.84 };
  const n = scene.subjects.length;
  const size = region.h * (wide ? 1.05 : n > 1 ? 0.8 : 0.96);
  const subjects = scene.subjects
    .map((s, i) => {
      const spread = n > 1 ? (i - (n - 1) / 2) * Math.min(region.w * 0.46, size * 0.62) : 0;
      const lift = n > 1 && i % 2 === 1 ? region.h * 0.04 : 0;
      const floor = region.y + region.h * (scene.layout === 'stage' ? 0.74 : 0.86) - lift * 0.5;
      const at = {
        cx: region.x + region.w / 2 + spread,
        cy: region.y + region.h * 0.5 + lift,
        floor,
      };
      return subject(s, i, at, size, (region.w / n) * 0.82);
    })
    .join('');
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${scene.mood[0]}"/><stop offset="1" stop-color="${scene.mood[1]}"/></linearGradient>${SHADOW_FILTER}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${backdrop(scene, region)}${subjects}${scene.wordmark ? wordmark(scene) : ''}</svg>`;
}

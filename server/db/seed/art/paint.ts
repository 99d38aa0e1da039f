/** Colours for a drawing, all derived from the product colour. */
export interface Paint {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  /** Thin outlines and seams. */
  edge: string;
  /** Top-stitching, visible on the base colour. */
  stitch: string;
  /** Inside of the piece: lining, interior. */
  lining: string;
  metal: string;
  metalLight: string;
  metalDark: string;
  /** True when the colour itself is a metal (jewellery, metallic leather). */
  metallic: boolean;
}

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format([r, g, b]: Rgb): string {
  const to = (v: number) =>
    Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${to(r)}${to(g)}${to(b)}`;
}

/** Mixes a towards b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format(
    [0, 1, 2].map((i) => (x[i] as number) + ((y[i] as number) - (x[i] as number)) * t) as Rgb,
  );
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const GOLD = ['#e8cf8e', '#c9a44c', '#8d6b26'] as const;
const SILVER = ['#f1f2f3', '#b9bcc0', '#7d8187'] as const;
const COOL = new Set(['#c3c5c8', '#a9c3dc', '#45474b', '#2b4f9e']);

export function paintOf(hex: string): Paint {
  const lum = luminance(hex);
  const dark = lum < 0.06;
  const pale = lum > 0.55;
  const shadow = pale ? '#5b4a3c' : '#000000';
  const silver = hex === '#c3c5c8';
  const gold = hex === '#c9a44c';
  const metal = silver || COOL.has(hex) ? SILVER : GOLD;
  return {
    base: hex,
    light: mix(hex, '#ffffff', dark ? 0.16 : 0.22),
    lighter: mix(hex, '#ffffff', dark ? 0.3 : 0.45),
    dark: mix(hex, shadow, pale ? 0.22 : 0.28),
    darker: mix(hex, shadow, pale ? 0.4 : 0.5),
    edge: mix(hex, shadow, pale ? 0.45 : 0.6),
    stitch: dark ? mix(hex, '#ffffff', 0.32) : mix(hex, pale ? '#6d5a48' : '#000000', 0.3),
    lining: pale ? '#e3d6c3' : mix(hex, '#d8c6ae', 0.35),
    metal: metal[1],
    metalLight: metal[0],
    metalDark: metal[2],
    metallic: silver || gold,
  };
}

/** Gradients every drawing can use: fabric lit from the left, metal, lining. */
export function paintDefs(p: Paint): string {
  return [
    `<linearGradient id="f" x1="0" y1="0" x2="1" y2="0.25"><stop offset="0" stop-color="${p.light}"/><stop offset=".45" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>`,
    `<linearGradient id="fv" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".5" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>`,
    `<linearGradient id="fd" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.base}"/><stop offset="1" stop-color="${p.darker}"/></linearGradient>`,
    `<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.metalLight}"/><stop offset=".5" stop-color="${p.metal}"/><stop offset="1" stop-color="${p.metalDark}"/></linearGradient>`,
    `<linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5a5e66"/><stop offset=".55" stop-color="#23252a"/><stop offset="1" stop-color="#0d0e10"/></linearGradient>`,
  ].join('');
}

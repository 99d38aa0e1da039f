// An SVG's size read from its root element, for the common case of a drawing that states it in
// whole pixels, as sharp would measure it: sharp parses the whole drawing to measure it, about a
// millisecond a file, which a feed of thousands of drawings (the demo's) would spend for nothing.

/** Comments, the XML declaration, processing instructions and a doctype before the root. */
const PROLOGUE = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/;
const ROOT = /^<svg(\s[^>]*)?>/;
const WHOLE_PIXELS = /^\s*([1-9]\d{0,5})(?:px)?\s*$/;

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2] ?? '') : null;
}

/**
 * The width and height of an SVG whose root element gives both in whole pixels; null for any
 * other text: sharp then measures it.
 */
export function plainSvgSize(text: string): { width: number; height: number } | null {
  const start = PROLOGUE.exec(text)?.[0].length ?? 0;
  const tag = ROOT.exec(text.slice(start))?.[1];
  if (tag === undefined || !text.trimEnd().endsWith('</svg>')) return null;
  const w = WHOLE_PIXELS.exec(attribute(tag, 'width') ?? '')?.[1];
  const h = WHOLE_PIXELS.exec(attribute(tag, 'height') ?? '')?.[1];
  return w && h ? { width: Number(w), height: Number(h) } : null;
}

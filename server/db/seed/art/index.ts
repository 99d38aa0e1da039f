import type { ArtKind, CareKey } from '../data/types';
import { DRAWINGS } from './drawings';
import { paintOf } from './paint';
import { composeView } from './views';

export { DRAWINGS } from './drawings';
export { drawScene } from './scenes';

export interface GoodsPictureSpec {
  art: ArtKind;
  variant: number;
  hex: string;
  finish: CareKey;
  /** 0: front, 1: back or second angle, 2: close-up, 3+: styled. */
  view: number;
}

/** The SVG master of one product picture, 1200×1500. */
export function drawGoodsPicture(spec: GoodsPictureSpec): string {
  const paint = paintOf(spec.hex);
  const draw = DRAWINGS[spec.art];
  return composeView(
    draw(paint, spec.variant, false),
    draw(paint, spec.variant, true),
    spec.view,
    paint,
    spec.finish,
  );
}

import type { CustomColor, CustomOptions, CustomPosition } from '../../../contract/personalise';
import { CUSTOM_REPEAT_MAX } from '../../../contract/personalise';

// The composer's rules, as the server applies them (server/modules/personalise/rules.ts), so
// that the shopper reads a refusal while typing instead of after "Add to bag".

export type LettersProblem = 'format' | 'repeated' | null;

/** What the shopper typed, as the workshop reads it: upper case, without spaces around. */
export function normaliseLetters(typed: string): string {
  return typed.trim().toUpperCase();
}

/** Why the initials cannot be made, or null; '' is left to the "required" check. */
export function lettersProblem(letters: string, maxLength: number): LettersProblem {
  if (!letters) return null;
  if (!/^[A-Z0-9]+$/.test(letters) || letters.length > maxLength) return 'format';
  const counts = new Map<string, number>();
  for (const char of letters) {
    const count = (counts.get(char) ?? 0) + 1;
    if (count > CUSTOM_REPEAT_MAX) return 'repeated';
    counts.set(char, count);
  }
  return null;
}

export const hasDigits = (letters: string) => /\d/.test(letters);

export interface Choice {
  letters: string;
  position: string;
  letterColor: string;
  numberColor: string;
  pendants: string[];
  innerArea: string;
}

/** The first of each required choice, so that the composer opens ready to type. */
export function initialChoice(options: CustomOptions): Choice {
  return {
    letters: '',
    position: options.positions[0]?.code ?? '',
    letterColor: options.letter_colors[0]?.code ?? '',
    numberColor: options.number_colors[0]?.code ?? '',
    pendants: [],
    innerArea: '',
  };
}

/** The bag's fields for a choice; the number colour only goes with digits. */
export function cartFields(choice: Choice) {
  return {
    custom_letters: choice.letters,
    custom_position: choice.position,
    letter_color: choice.letterColor,
    number_color: hasDigits(choice.letters) ? choice.numberColor : '',
    pendants: choice.pendants,
    inner_area: choice.innerArea,
  };
}

export interface PreviewGlyph {
  char: string;
  fill: string;
  /** Tone-on-tone: pressed into the material, drawn as a shadow rather than a colour. */
  blind: boolean;
}

/** The initials as drawn on the picture: each character in its colour. */
export function previewGlyphs(
  letters: string,
  letterColor: CustomColor | undefined,
  numberColor: CustomColor | undefined,
): PreviewGlyph[] {
  return [...letters].map((char) => {
    const color = /\d/.test(char) && numberColor ? numberColor : letterColor;
    const hex = color?.hex ?? '';
    return { char, fill: hex || 'rgba(0, 0, 0, 0.38)', blind: hex === '' };
  });
}

/** Where a position's text goes in a viewBox of `width` × `height`. */
export function placeOf(position: CustomPosition, width: number, height: number) {
  return { x: position.x * width, y: position.y * height, fontSize: position.size * width };
}

import type { CustomOptions } from '../../../contract/personalise';
import { initialChoice, lettersProblem, normaliseLetters, type Choice } from './model';

// What the composer checks before the piece goes to the bag: the form and its tests use these.

/** The composer's fields: the initials as typed, the choices around them, the piece's colour and size. */
export interface ComposerValues {
  /** The initials as typed, in capitals (the workshop reads them trimmed: `lettersOf`). */
  typed: string;
  position: string;
  letterColor: string;
  numberColor: string;
  pendants: string[];
  innerArea: string;
  /** The piece's colour, by its place in the card's colours. */
  colorIndex: number;
  size: string | null;
}

/** The fields a problem can show beside. */
export type ComposerField = 'typed' | 'position' | 'letterColor' | 'size';

export type ComposerProblem = 'format' | 'repeated' | 'required';

/** The sizes of the piece in the chosen colour, as far as the checks need them. */
export interface SizesOnOffer {
  oneSize: boolean;
  sizes: readonly { size: string; soldOut: boolean }[];
}

export function initialComposerValues(options: CustomOptions): ComposerValues {
  const { letters: _none, ...choice } = initialChoice(options);
  return { typed: '', ...choice, colorIndex: 0, size: null };
}

export const lettersOf = (values: Pick<ComposerValues, 'typed'>) => normaliseLetters(values.typed);

/** The choice the workshop makes, from the composer's fields. */
export function choiceOf(values: ComposerValues): Choice {
  const { typed: _typed, colorIndex: _color, size: _size, ...rest } = values;
  return { letters: lettersOf(values), ...rest };
}

/**
 * Checked as the initials are typed, since the preview draws them as they are: letters and
 * digits only, within the length, no character more than twice.
 */
export function initialsProblem(typed: string, maxLength: number): ComposerProblem | undefined {
  return lettersProblem(normaliseLetters(typed), maxLength) ?? undefined;
}

/**
 * What is still to be given when the piece goes to the bag (spec §5: content, position and
 * letter colour; and a size the piece has in stock, unless it comes in one size).
 */
export function composerGaps(
  values: ComposerValues,
  offer: SizesOnOffer,
): Partial<Record<ComposerField, ComposerProblem>> {
  const inStock = offer.sizes.some((s) => s.size === values.size && !s.soldOut);
  return {
    ...(lettersOf(values) ? {} : { typed: 'required' as const }),
    ...(values.position ? {} : { position: 'required' as const }),
    ...(values.letterColor ? {} : { letterColor: 'required' as const }),
    ...(offer.oneSize || inStock ? {} : { size: 'required' as const }),
  };
}

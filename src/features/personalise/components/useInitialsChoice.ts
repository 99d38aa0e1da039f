import { useState } from 'react';
import type { CustomOptions } from '../../../../contract/personalise';
import {
  hasDigits,
  initialChoice,
  lettersProblem,
  normaliseLetters,
  type Choice,
  type Missing,
} from '../model';

/**
 * The initials as typed and the options chosen around them (position, colours, pendants, inner
 * area), with what is wrong or missing. Any change clears the missing mark and calls `onChange`.
 */
export function useInitialsChoice(options: CustomOptions, onChange: () => void) {
  const [choice, setChoice] = useState<Choice>(() => initialChoice(options));
  const [typed, setTyped] = useState('');
  const [missing, setMissing] = useState<Missing | null>(null);

  const update = (change: Partial<Choice>) => {
    setChoice((last) => ({ ...last, ...change }));
    setMissing(null);
    onChange();
  };
  const type = (value: string) => {
    setTyped(value.toUpperCase());
    update({ letters: normaliseLetters(value) });
  };

  const letters = choice.letters;
  const showNumbers = options.number_colors.length > 0 && hasDigits(letters);
  return {
    choice,
    typed,
    type,
    update,
    missing,
    setMissing,
    problem: lettersProblem(letters, options.max_length),
    position: options.positions.find((p) => p.code === choice.position),
    letterColor: options.letter_colors.find((c) => c.code === choice.letterColor),
    showNumbers,
    numberColor: showNumbers
      ? options.number_colors.find((c) => c.code === choice.numberColor)
      : undefined,
  };
}

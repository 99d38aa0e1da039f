import { describe, expect, it } from 'vitest';
import type { CustomOptions } from '../../../contract/personalise';
import {
  cartFields,
  initialChoice,
  lettersProblem,
  normaliseLetters,
  placeOf,
  previewGlyphs,
} from './model';

const gold = { code: 'gold', name: 'Gold', hex: '#c9a45c' };
const blind = { code: 'blind', name: 'Blind', hex: '' };
const red = { code: 'red', name: 'Red', hex: '#b3262e' };

describe('the initials', () => {
  it('are read in upper case without surrounding spaces', () => {
    expect(normaliseLetters(' ly7 ')).toBe('LY7');
  });

  it('are letters A–Z and digits within the maximum, each character twice at most', () => {
    expect(lettersProblem('', 4)).toBeNull();
    expect(lettersProblem('AB12', 4)).toBeNull();
    expect(lettersProblem('AABB', 4)).toBeNull();
    expect(lettersProblem('ABCDE', 4)).toBe('format');
    expect(lettersProblem('A B', 4)).toBe('format');
    expect(lettersProblem('É', 4)).toBe('format');
    expect(lettersProblem('AAA', 4)).toBe('repeated');
    expect(lettersProblem('1A11', 4)).toBe('repeated');
  });

  it('draw digits in the number colour and letters in theirs; blind letters as a shadow', () => {
    expect(previewGlyphs('A1', gold, red)).toEqual([
      { char: 'A', fill: '#c9a45c', blind: false },
      { char: '1', fill: '#b3262e', blind: false },
    ]);
    expect(previewGlyphs('A1', blind, undefined).map((g) => g.blind)).toEqual([true, true]);
  });

  it('sit where the position says, in the picture’s units', () => {
    const front = { code: 'front', name: 'Front', x: 0.5, y: 0.6, size: 0.05 };
    expect(placeOf(front, 1200, 1500)).toEqual({ x: 600, y: 900, fontSize: 60 });
  });
});

describe('a choice', () => {
  const options: CustomOptions = {
    goods_id: 1,
    max_length: 4,
    positions: [{ code: 'front', name: 'Front', x: 0.5, y: 0.6, size: 0.05 }],
    letter_colors: [gold, blind],
    number_colors: [red],
    pendants: [],
    inner_areas: [],
  };

  it('starts with the first position and colours, and no letters', () => {
    const choice = initialChoice(options);
    expect(choice).toMatchObject({
      letters: '',
      position: 'front',
      letterColor: 'gold',
      numberColor: 'red',
    });
  });

  it('sends the number colour only with digits', () => {
    const choice = { ...initialChoice(options), letters: 'AB' };
    expect(cartFields(choice).number_color).toBe('');
    expect(cartFields({ ...choice, letters: 'AB1' }).number_color).toBe('red');
  });
});

import { describe, expect, it } from 'vitest';
import type { CustomOptions } from '../../../contract/personalise';
import {
  choiceOf,
  composerGaps,
  initialComposerValues,
  initialsProblem,
  type SizesOnOffer,
} from './validation';

const options: CustomOptions = {
  goods_id: 1,
  max_length: 4,
  positions: [{ code: 'front', name: 'Front', x: 0.5, y: 0.6, size: 0.05 }],
  letter_colors: [{ code: 'gold', name: 'Gold', hex: '#c9a45c' }],
  number_colors: [],
  pendants: [],
  inner_areas: [],
};
const oneSize: SizesOnOffer = { oneSize: true, sizes: [{ size: 'ONE', soldOut: false }] };
const sized: SizesOnOffer = {
  oneSize: false,
  sizes: [
    { size: 'S', soldOut: false },
    { size: 'M', soldOut: true },
  ],
};

describe('the initials as typed', () => {
  it('are refused as soon as they break the workshop’s rule', () => {
    expect(initialsProblem('', 4)).toBeUndefined();
    expect(initialsProblem(' LY ', 4)).toBeUndefined();
    expect(initialsProblem('L-Y', 4)).toBe('format');
    expect(initialsProblem('LYLYL', 4)).toBe('format');
    expect(initialsProblem('LLL', 4)).toBe('repeated');
  });
});

describe('what the composer needs before the bag', () => {
  const start = initialComposerValues(options);

  it('opens with the first position and colour chosen, so only the initials are missing', () => {
    expect(start).toMatchObject({ typed: '', position: 'front', letterColor: 'gold' });
    expect(composerGaps(start, oneSize)).toEqual({ typed: 'required' });
    expect(composerGaps({ ...start, typed: '  ' }, oneSize)).toEqual({ typed: 'required' });
    expect(composerGaps({ ...start, typed: 'LY' }, oneSize)).toEqual({});
  });

  it('names every required choice left empty', () => {
    const empty = { ...start, typed: 'LY', position: '', letterColor: '' };
    expect(composerGaps(empty, oneSize)).toEqual({
      position: 'required',
      letterColor: 'required',
    });
  });

  it('needs a size in stock for a piece that comes in sizes', () => {
    const typed = { ...start, typed: 'LY' };
    expect(composerGaps(typed, sized)).toEqual({ size: 'required' });
    expect(composerGaps({ ...typed, size: 'M' }, sized)).toEqual({ size: 'required' });
    expect(composerGaps({ ...typed, size: 'XL' }, sized)).toEqual({ size: 'required' });
    expect(composerGaps({ ...typed, size: 'S' }, sized)).toEqual({});
  });

  it('sends the initials as the workshop reads them', () => {
    expect(choiceOf({ ...start, typed: ' LY ' })).toEqual({
      letters: 'LY',
      position: 'front',
      letterColor: 'gold',
      numberColor: '',
      pendants: [],
      innerArea: '',
    });
  });
});

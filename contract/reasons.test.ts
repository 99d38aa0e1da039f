import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, REFUND_REASONS, reasonCode, reasonWords } from './reasons';

describe('a reason picked from a list', () => {
  it('is stored by its code, whether the page sent the code or its words', () => {
    expect(reasonCode(REFUND_REASONS, 'size')).toBe('size');
    expect(reasonCode(REFUND_REASONS, '尺码不合适')).toBe('size');
    expect(reasonCode(REFUND_REASONS, 'The size does not fit')).toBe('size');
    expect(reasonCode(CANCEL_REASONS, ' wrong_choice ')).toBe('wrong_choice');
  });

  it('keeps a reason of its own as typed', () => {
    expect(reasonCode(REFUND_REASONS, '颜色和图片有色差')).toBe('颜色和图片有色差');
    expect(reasonWords(REFUND_REASONS, '颜色和图片有色差', 'en')).toBe('颜色和图片有色差');
  });

  it('reads in the reader’s language, codes and words stored before codes alike', () => {
    expect(reasonWords(REFUND_REASONS, 'size', 'en')).toBe('The size does not fit');
    expect(reasonWords(REFUND_REASONS, '尺码不合适', 'en')).toBe('The size does not fit');
    expect(reasonWords(CANCEL_REASONS, 'wrong_choice', 'cn')).toBe('尺码或颜色选错了');
    expect(reasonWords(CANCEL_REASONS, '', 'en')).toBe('');
  });
});

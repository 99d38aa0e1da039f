import { describe, expect, it } from 'vitest';
import { isOneSize } from './one-size';

describe('the one size', () => {
  it('reads the size "ONE" as one size, whatever its case', () => {
    expect(['ONE', 'one', ' One '].map(isOneSize)).toEqual([true, true, true]);
    expect(['M', 'XS', '38', ''].map(isOneSize)).toEqual([false, false, false, false]);
  });
});

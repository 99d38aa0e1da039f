import { describe, expect, it } from 'vitest';
import { placeLine } from './place-line';

describe('a place as an address line', () => {
  it('writes the names one space apart, leaving out the empty ones', () => {
    expect(placeLine('北京市', '北京市', '东城区')).toBe('北京市 北京市 东城区');
    expect(placeLine('湖北省', '仙桃市', '')).toBe('湖北省 仙桃市');
    expect(placeLine('河北省', '石家庄市', '', '中山路 1 号')).toBe('河北省 石家庄市 中山路 1 号');
    expect(placeLine('', ' ', '')).toBe('');
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { plainSvgSize } from './svg-size';

const drawing = (attributes: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="10" height="10"/></svg>`;

describe('an SVG measured from its root element', () => {
  it('takes a size in whole pixels, as sharp measures it', async () => {
    const texts = [
      drawing('width="1200" height="1500" viewBox="0 0 1200 1500"'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n${drawing("height='40px' width='30px'")}\n`,
    ];
    for (const text of texts) {
      const { width, height } = await sharp(Buffer.from(text)).metadata();
      expect(plainSvgSize(text)).toEqual({ width, height });
    }
  });

  it('leaves any other size, and what is not an SVG, to sharp', () => {
    expect(plainSvgSize(drawing('width="10mm" height="15mm"'))).toBeNull();
    expect(plainSvgSize(drawing('width="10.5" height="15"'))).toBeNull();
    expect(plainSvgSize(drawing('width="100%" height="100%"'))).toBeNull();
    expect(plainSvgSize(drawing('viewBox="0 0 12 15"'))).toBeNull();
    expect(plainSvgSize('<html><body>not a drawing</body></html>')).toBeNull();
    expect(plainSvgSize(drawing('width="12" height="15"').replace('</svg>', ''))).toBeNull();
  });
});

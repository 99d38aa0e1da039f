import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclesOf, featureGraph } from './feature-cycles.mjs';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-cycles-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function app(files: Record<string, string>): string {
  const src = fs.mkdtempSync(path.join(scratch, 'src-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    fs.writeFileSync(path.join(src, file), text);
  }
  return src;
}

describe('the check that features depend on each other one way', () => {
  it('finds a cycle through files that never import each other, dynamic imports and re-exports', () => {
    const src = app({
      'features/cart/index.ts': "export { go } from './go';",
      'features/cart/go.ts': "export const go = () => import('../checkout/pay');",
      'features/checkout/pay.ts': "import type { X } from '../offers';\nexport const pay = 1;",
      'features/offers/index.ts': "export * from '../cart';\nexport type X = 1;",
      'features/member/index.ts': "import { ui } from '../../ui/part';\nexport const m = ui;",
      'ui/part.ts': 'export const ui = 1;',
    });
    expect(cyclesOf(featureGraph(src))).toEqual([['cart', 'checkout', 'offers', 'cart']]);
  });

  it('finds none in the shop', () => {
    const src = path.resolve(import.meta.dirname, '..', 'src');
    expect(featureGraph(src).size).toBeGreaterThan(10);
    expect(cyclesOf(featureGraph(src))).toEqual([]);
  });
});

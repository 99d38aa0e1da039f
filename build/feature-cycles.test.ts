import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclesOf, featureGraph, moduleGraph } from './feature-cycles.mjs';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-cycles-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function app(files: Record<string, string>): string {
  const src = fs.mkdtempSync(path.join(scratch, 'tree-'));
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

describe('the check that the server modules depend on each other one way', () => {
  it('finds a cycle through another module, re-exports and dynamic imports', () => {
    const server = app({
      'modules/order/index.ts': "export { place } from './checkout/place';",
      'modules/order/checkout/place.ts':
        "import { pay } from '../../payment';\nexport const place = pay;",
      'modules/payment/index.ts': "export * from './pay';",
      'modules/payment/pay.ts': "export const pay = () => import('../member/points');",
      'modules/member/points.ts': "import type { Order } from '../order';\nexport type P = Order;",
      'modules/catalogue/index.ts':
        "import { clock } from '../../lib/clock';\nexport const c = clock;",
      'lib/clock.ts': 'export const clock = 1;',
    });
    expect(cyclesOf(moduleGraph(server))).toEqual([['member', 'order', 'payment', 'member']]);
  });

  it('leaves out suites and fixtures, which may use any module', () => {
    const server = app({
      'modules/cart/index.ts': "import { card } from '../catalogue';\nexport const cart = card;",
      'modules/catalogue/index.ts': 'export const card = 1;',
      'modules/catalogue/cards.test.ts': "import { cart } from '../cart';\nexport const t = cart;",
      'modules/catalogue/card-fixtures.ts': "export { cart } from '../cart';",
    });
    expect(moduleGraph(server)).toEqual(
      new Map([
        ['cart', new Set(['catalogue'])],
        ['catalogue', new Set()],
      ]),
    );
    expect(cyclesOf(moduleGraph(server))).toEqual([]);
  });

  it('finds none in the shop', () => {
    const server = path.resolve(import.meta.dirname, '..', 'server');
    expect(moduleGraph(server).size).toBeGreaterThan(10);
    expect(cyclesOf(moduleGraph(server))).toEqual([]);
  });
});

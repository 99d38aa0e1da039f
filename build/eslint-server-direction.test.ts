import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { serverImportDirection } from './eslint-server-direction.js';

const server = path.resolve(import.meta.dirname, '..', 'server');
const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { shop: { rules: { 'server-import-direction': serverImportDirection } } },
    rules: { 'shop/server-import-direction': 'error' },
  },
];

/** What the rule says of each file of a tree of the server, by its path under server/. */
function refusals(files: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(files).map(([file, text]) => [
      file,
      linter.verify(text, config, { filename: path.join(server, file) }).map((m) => m.message),
    ]),
  );
}

describe('the server import direction', () => {
  it('refuses a module in server/lib, however it is imported', () => {
    expect(
      refusals({
        'lib/messages.ts': "import { cartMessages } from '../modules/cart/messages';",
        'lib/words.ts': "export * from '../modules/auth';",
        'lib/later.ts': "export const later = () => import('../modules/order/lifecycle');",
        'lib/messages.test.ts': "import type { Cart } from '../modules/cart';",
      }),
    ).toEqual({
      'lib/messages.ts': ['server/lib must not import a module (cart).'],
      'lib/words.ts': ['server/lib must not import a module (auth).'],
      'lib/later.ts': ['server/lib must not import a module (order).'],
      'lib/messages.test.ts': ['server/lib must not import a module (cart).'],
    });
  });

  it('refuses a module reaching into another past its index', () => {
    expect(
      refusals({
        'modules/payment/refunds.ts': "import { load } from '../order/lifecycle/load';",
        'modules/cart/index.ts': "export { cards } from '../catalogue/cards';",
      }),
    ).toEqual({
      'modules/payment/refunds.ts': [
        'Import the module order through its index.ts, not ../order/lifecycle/load.',
      ],
      'modules/cart/index.ts': [
        'Import the module catalogue through its index.ts, not ../catalogue/cards.',
      ],
    });
  });

  it('lets a module use its own files, another module’s index, lib and the rest of the server', () => {
    expect(
      refusals({
        'modules/order/checkout/items.ts':
          "import { cards } from '../../catalogue';\nimport { load } from '../lifecycle/load';",
        'modules/cart/list.ts':
          "import { cards } from '../catalogue/index';\nimport { fill } from '../../lib/messages';",
        'modules/cart/cart.test.ts': "import { guest } from '../personalise/personalise-fixtures';",
        'modules/order/order-fixtures.ts': "import { lines } from '../cart/lines';",
        'lib/lang.ts': "import { clock } from './clock';",
        'messages.ts': "import { cartMessages } from './modules/cart/messages';",
      }),
    ).toEqual({
      'modules/order/checkout/items.ts': [],
      'modules/cart/list.ts': [],
      'modules/cart/cart.test.ts': [],
      'modules/order/order-fixtures.ts': [],
      'lib/lang.ts': [],
      'messages.ts': [],
    });
  });
});

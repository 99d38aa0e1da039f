import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../contract/app-routes';
import { APP_FIRST_SEGMENTS, appLinks } from './eslint-app-links.js';

const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.tsx'],
    languageOptions: {
      parser: tseslint.parser as Linter.Parser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { shop: { rules: { 'app-links': appLinks } } },
    rules: { 'shop/app-links': 'error' },
  },
];

const refusals = (text: string) =>
  linter.verify(text, config, { filename: 'src/page.tsx' }).map((message) => message.line);

describe('the rule that app addresses are named as routes', () => {
  it('lets the router read the paths it checks', () => {
    expect(
      refusals(
        [
          "const a = linkOptions({ to: '/{-$set}/cart', params: { set: 'pc' } });",
          'const b = <Link to="/mobile/login" />;',
          "export const Route = createFileRoute('/{-$set}/otherPages/boutique')({});",
          "const c = useNavigate({ from: '/pc/personal/my' });",
          "const LOGIN = '/mobile/login' satisfies AppPath;",
          "const PATHS = { a: '/pc/personal/my', b: ['/cart'] } as const satisfies Record<string, AppPath | AppPath[]>;",
          "type T = '/pc/personal/my';",
          'const d = msg`Open /otherPages/webMap`;',
          "const e = 'https://example.com/pc/shop';",
          "const f = '/api/cart/list';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('refuses app addresses written or built as text', () => {
    expect(
      refusals(
        [
          'const a = <a href="/otherPages/returnPolicy" />;',
          "navigate({ href: '/mobile/login/wxbind?state=1' });",
          'const b = `/${set}/otherPages/${page}`;',
          'const c = `/mobile/login/wxbind?state=${state}`;',
          "const d = { shared: '/productList', pc: '/pc/productList' };",
          "const e = { a: '/cart' } as const;",
        ].join('\n'),
      ),
    ).toEqual([1, 2, 3, 4, 5, 5, 6]);
  });

  it('refuses pushing to the history', () => {
    expect(refusals("router.history.push(LOGIN);\nhistory.replace('/x');")).toEqual([1, 2]);
  });

  it('knows every first segment of the app addresses', () => {
    const firsts = new Set(
      Object.keys(APP_ROUTES)
        .map((path) => path.split('/').find((part) => part && !part.includes('$')))
        .filter((part): part is string => part !== undefined && part !== 'index.html'),
    );
    expect([...firsts].filter((first) => !APP_FIRST_SEGMENTS.includes(first))).toEqual([]);
  });
});

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { appLinks } from './build/eslint-app-links.js';
import { importDirection } from './build/eslint-import-direction.js';
import { serverImportDirection } from './build/eslint-server-direction.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-admin',
      'admin/src/routeTree.gen.ts',
      'admin/src/locales/**/*.ts',
      'data',
      'node_modules',
      'src/routeTree.gen.ts',
      'src/locales/**/*.ts',
      'test-results',
      'playwright-report',
      '.bench',
      '.build-test-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain JavaScript runs in Node: the build's scripts and what starts the built shop.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      'import-x': importX,
      shop: {
        rules: {
          'import-direction': importDirection,
          'server-import-direction': serverImportDirection,
          'app-links': appLinks,
        },
      },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'shop/import-direction': 'error',
      'shop/server-import-direction': 'error',
      // No two files may need each other, through `export … from` and `import()` too; cycles
      // between features and between the server's modules are checked by
      // build/feature-cycles.mjs (npm run lint).
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'In the browser use zod/mini (or import contract types type-only).',
            },
          ],
        },
      ],
    },
  },
  {
    // The shopper's app: its own addresses are named as routes (build/eslint-app-links.js).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'shop/app-links': 'error' },
  },
);

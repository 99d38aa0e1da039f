import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './build/lingui-macro.ts';

/** Suites that replace one of the shop's modules (vi.mock) need a module registry of their own. */
const MOCKING_SUITES = [
  'server/operator/catalogue.test.ts',
  'server/catalogue/feed/apply-live.test.ts',
];

/**
 * CI keeps the runner's record of each suite's duration outside the checkout: with it, a new clone
 * starts the longest suites first (the second build of the build suite, the feed's) instead of
 * finding them last, with one core idle while they finish.
 */
const ciCache = process.env.SHOP_CI_CACHE;

export default defineConfig({
  plugins: [linguiMacro(), react(), lingui()],
  ...(ciCache ? { cacheDir: `${ciCache}/vite` } : {}),
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    // The demo shop is seeded once per run; the server suites start from copies of it.
    globalSetup: ['server/test/seeded-shop.ts', 'server/test/built-server.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // A describe block's shop is made in its first test (server/test/fixtures.ts), so a test may
    // wait for a database copy on a busy machine as long as a hook may.
    testTimeout: 60000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          exclude: MOCKING_SUITES,
          // Each suite makes its own shop and database, so the suites can share a worker's
          // modules: importing the server once per worker instead of once per file takes the
          // suites from about 160 to 60 seconds.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [
            'src/**/*.test.{ts,tsx}',
            'admin/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
            'build/**/*.test.ts',
            ...MOCKING_SUITES,
          ],
        },
      },
    ],
  },
});

import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './build/lingui-macro.ts';

export default defineConfig({
  plugins: [linguiMacro(), react(), lingui()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'sw/**/*.test.ts',
      'build/**/*.test.ts',
    ],
    // The demo shop is seeded once per run; the server suites start from copies of it.
    globalSetup: ['server/test/seeded-shop.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // A describe block's shop is made in its first test (server/test/fixtures.ts), so a test may
    // wait for a database copy on a busy machine as long as a hook may.
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});

import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './build/chromium.ts';

// The walk across two instances of one deployed build over one PostgreSQL database, each request
// sent to the next instance in turn (e2e/cluster). Run by `npm run test:cluster`.

const launchOptions = chromiumLaunchOptions({ headlessShell: true });

const PORT = Number(process.env.CLUSTER_PORT ?? 4330);
/** The balancer in front of both instances. */
export const CLUSTER_URL = `http://127.0.0.1:${PORT}`;
/** Each instance on its own, for what a walk may not spread across them. */
export const INSTANCE_URLS = [PORT + 1, PORT + 2].map((port) => `http://127.0.0.1:${port}`);

export default defineConfig({
  testDir: 'e2e/cluster',
  // Apart from the browser suites' test-results, which they clear as they start beside it.
  outputDir: '.e2e/cluster-results',
  workers: 1,
  // As in playwright.config.ts: a walk that passes only on its retry fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: CLUSTER_URL,
    trace: 'on-first-retry',
    launchOptions,
    // Every request goes to the network, and so to the balancer.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: {
    command: 'npx tsx e2e/cluster/cluster.ts',
    url: `${CLUSTER_URL}/readyz`,
    // The first run installs the production dependencies of the deployed build.
    timeout: 600_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});

import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './build/chromium.ts';

const launchOptions = chromiumLaunchOptions({ headlessShell: true });

/** E2E_PORT moves both shops, so that the suite can run beside a shop already on 4310. */
const PORT = Number(process.env.E2E_PORT ?? 4310);
export const SHOP_URL = `http://127.0.0.1:${PORT}`;
/** A second shop, started in maintenance, so that its test does not disturb the others. */
export const MAINTENANCE_SHOP_URL = `http://127.0.0.1:${PORT + 1}`;
export const MAINTENANCE_BYPASS = { user: 'keeper', pass: 'open-sesame' };

// A number may be texted again after 12 s rather than a minute: the sign-in tests that text a
// number twice wait the gap out, as a shopper would.
const serve = (dir: string, port: number, before = '') =>
  `rm -rf ${dir} && ${before}DATA_DIR=${dir} PORT=${port} HOST=127.0.0.1 LOG_LEVEL=warn TRUST_PROXY=127.0.0.1 SMS_RESEND_SECONDS=12 MAINTENANCE_BYPASS=${MAINTENANCE_BYPASS.user}:${MAINTENANCE_BYPASS.pass} npm run serve --silent`;

/** The walk across two instances has shops of its own (playwright.cluster.config.ts). */
const WALK_ACROSS_INSTANCES = 'cluster/**';
/** The merchant console's browser tests. */
const CONSOLE_SPECS = /admin-[^/]*\.spec\.ts$/;
/**
 * The console on a desktop, its staff member asking for less motion: a dialog is there at once,
 * so a click in it is never made while it is still zooming in (and lost under load).
 */
const CONSOLE_USE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions,
  reducedMotion: 'reduce' as const,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // On CI a test is run once more when it fails, so that its trace is recorded; one that passes
  // only then is flaky, not passing: the list names it at the end and the run fails.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // Generous: the suite runs two browsers beside two shops on a two-core machine, where a busy
  // moment can hold a page for several seconds.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SHOP_URL,
    // Recording a trace screencasts every test; on a two-core machine that doubles the suite's time.
    trace: 'on-first-retry',
    launchOptions,
    // Each test's new context would install the service worker and cache the shop again; the
    // specs about the worker, and the walk through every page, allow it (test.use).
    serviceWorkers: 'block',
  },
  // A test tagged @desktop or @mobile runs in that project only: a screen of one size, or a check
  // that does not depend on the viewport (the server's behaviour, a language), made once.
  projects: [
    {
      name: 'desktop',
      testIgnore: [WALK_ACROSS_INSTANCES, CONSOLE_SPECS],
      grepInvert: /@mobile\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: [WALK_ACROSS_INSTANCES, CONSOLE_SPECS],
      grepInvert: /@desktop\b/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      // The merchant console, made for a desktop (and a tablet).
      name: 'console',
      testMatch: CONSOLE_SPECS,
      grepInvert: /@exclusive\b|@shop-wide\b/,
      use: CONSOLE_USE,
    },
    {
      // A console test that changes what every shopper's page shows (the menus, the footer, a
      // policy) runs once the shoppers' tests are done, so that none of them meets its change.
      name: 'console-shop-wide',
      testMatch: CONSOLE_SPECS,
      grep: /@shop-wide\b/,
      dependencies: ['desktop', 'mobile', 'console'],
      use: CONSOLE_USE,
    },
    {
      // A console test that changes what every staff member's sign-in needs (an owner may
      // require a second factor of everyone) runs once the others are done.
      name: 'console-settings',
      testMatch: CONSOLE_SPECS,
      grep: /@exclusive\b/,
      dependencies: ['console-shop-wide'],
      use: CONSOLE_USE,
    },
  ],
  webServer: [
    {
      command: serve('.e2e/shop', PORT),
      url: `${SHOP_URL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: serve(
        '.e2e/maintenance',
        PORT + 1,
        'DATA_DIR=.e2e/maintenance npm run shop --silent -- maintenance on && ',
      ),
      url: `${MAINTENANCE_SHOP_URL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});

import fs from 'node:fs';

/** Debian's full browser, as shoppers run it: the bench's Lighthouse and install checks use it. */
const FULL_BROWSER = '/usr/bin/chromium';
/**
 * Debian's build of the headless shell (package chromium-headless-shell): the same engine without
 * the browser's own windows and pages, which cost every new test context a second renderer. It is
 * what Playwright runs headless tests in wherever it may download browsers.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * How the browser suites and the bench start Chromium: Debian's build (browsers cannot be
 * downloaded here), without the background traffic that a closed network would refuse.
 * `CHROMIUM_PATH` overrides the choice.
 */
export function chromiumLaunchOptions({ headlessShell = false } = {}) {
  const preferred = headlessShell && fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;
  const executablePath = process.env.CHROMIUM_PATH ?? preferred;
  return {
    ...(fs.existsSync(executablePath) ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

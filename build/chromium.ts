import fs from 'node:fs';

/**
 * How the browser suites and the bench start Chromium: Debian's build (browsers cannot be
 * downloaded here), without the background traffic that a closed network would refuse.
 */
export function chromiumLaunchOptions() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../build/chromium.ts';
import type { SignedIn } from './bench-pages.ts';
import { root } from './support.ts';

/** The local storage key of what the order page is about to buy (src/lib/order-items.ts). */
const ORDER_ITEMS_KEY = 'createOrderSkuList';
/** How long a page may take to show its first heading before it counts as shown without one. */
const HEADING_WAIT_MS = 15_000;

/** Signs a browser context in as the member: their cookie and the order's pieces, before a load. */
export async function signInContext(
  context: BrowserContext,
  origin: string,
  member: SignedIn,
): Promise<void> {
  await context.addCookies([{ name: 'userInfo', value: member.cookie, url: origin }]);
  await context.addInitScript(
    ([key, items]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, items);
    },
    [ORDER_ITEMS_KEY, member.orderItems] as const,
  );
}

/**
 * The scripts a page needs before it shows: everything requested until the load event has fired
 * and the page's first heading is on screen, counted as the server sends them (the build's
 * precompressed gzip and brotli files). `member`: opened signed in as them.
 */
export async function pageJavaScript(
  url: string,
  viewport: { width: number; height: number },
  member?: SignedIn,
) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport });
    if (member) await signInContext(context, new URL(url).origin, member);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page
      .locator('main h2, main h1')
      .first()
      .waitFor({ timeout: HEADING_WAIT_MS })
      .catch(() => {
        throw new Error(`${url} showed no heading within ${HEADING_WAIT_MS / 1000} s`);
      });
    const files = [...scripts];
    const size = (file: string, suffix: string) => {
      const compressed = path.join(root, 'dist', `${file}${suffix}`);
      return fs.existsSync(compressed)
        ? fs.statSync(compressed).size
        : gzipSync(fs.readFileSync(path.join(root, 'dist', file))).length;
    };
    return {
      files: files.length,
      gzip: files.reduce((sum, file) => sum + size(file, '.gz'), 0),
      brotli: files.reduce((sum, file) => sum + size(file, '.br'), 0),
    };
  } finally {
    await browser.close();
  }
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

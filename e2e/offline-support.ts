import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

// What the offline suite (offline.spec.ts) needs: a page under the service worker, a look into
// the browser's own storage, and a shop of its own whose build can be replaced by a newer one.

export const OFFLINE = {
  banner: '您已离线。浏览过的页面仍可打开；下单需要网络。',
  errorTitle: '您似乎已离线',
  searchNote: '您已离线：搜索结果仅限于本设备上已保存的商品。',
  orderNotSent: '您已离线，订单未提交。',
  newVersion: '精品店已有新版本。',
  reload: '重新加载',
} as const;

/** Waits until the service worker controls the page and has kept what the page loaded. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  // The files of the first page go into the worker's caches once it is active.
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).includes('chunks')))
    .toBe(true);
}

/** Every URL in CacheStorage, with the text of each reply. */
export function cachedEntries(page: Page): Promise<{ url: string; body: string }[]> {
  return page.evaluate(async () => {
    const entries: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const reply = await cache.match(request);
        const type = reply?.headers.get('content-type') ?? '';
        const body = reply && /json|text|javascript/.test(type) ? await reply.text() : '';
        entries.push({ url: request.url, body });
      }
    }
    return entries;
  });
}

/**
 * Every value of every IndexedDB database of the page's origin (or only of the one called
 * `only`), as JSON text. A database that is not there is not created.
 */
export function indexedDbText(page: Page, only?: string): Promise<string[]> {
  return page.evaluate(async (only) => {
    const texts: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name || (only && info.name !== only)) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const read = db.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(read.error);
        });
        texts.push(...values.map((value) => JSON.stringify(value)));
      }
      db.close();
    }
    return texts;
  }, only);
}

/** The database holding the member's bag, orders and overview as last seen (src/lib/last-seen.ts). */
export const LAST_SEEN_DATABASE = 'shop-last-seen';

/** What the device keeps of the member as last seen, as JSON text (none: an empty list). */
export function lastSeenText(page: Page): Promise<string[]> {
  return indexedDbText(page, LAST_SEEN_DATABASE);
}

/** One thing the browser keeps for the page's origin, as text. */
export interface Stored {
  where: 'IndexedDB' | 'Cache Storage' | 'localStorage' | 'sessionStorage' | 'cookie';
  /** The database, cache, storage key or cookie name. */
  key: string;
  text: string;
}

/**
 * Everything the browser keeps for the page's origin: every IndexedDB value, every Cache
 * Storage entry (its URL and text), every local and session storage entry, and every cookie
 * (HttpOnly ones included).
 */
export async function everythingStored(page: Page): Promise<Stored[]> {
  const stored: Stored[] = [];
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((info) => info.name ?? ''),
  );
  for (const name of databases) {
    for (const text of await indexedDbText(page, name))
      stored.push({ where: 'IndexedDB', key: name, text });
  }
  for (const { url, body } of await cachedEntries(page)) {
    stored.push({ where: 'Cache Storage', key: url, text: `${url}\n${body}` });
  }
  const areas = await page.evaluate(() =>
    (['localStorage', 'sessionStorage'] as const).flatMap((where) =>
      Object.keys(window[where]).map((key) => ({
        where,
        key,
        text: `${key}=${window[where].getItem(key) ?? ''}`,
      })),
    ),
  );
  stored.push(...areas);
  for (const cookie of await page.context().cookies(page.url())) {
    stored.push({
      where: 'cookie',
      key: cookie.name,
      text: `${cookie.name}=${decodeURIComponent(cookie.value)}`,
    });
  }
  return stored;
}

/** What of `stored` holds any of `secrets` (a name, a mobile number, an order number, a token). */
export function holding(stored: Stored[], secrets: string[]): Stored[] {
  return stored.filter(({ text }) => secrets.some((secret) => text.includes(secret)));
}

export interface OwnShop {
  url: string;
  distDir: string;
  stop(): Promise<void>;
}

/**
 * A shop of its own on `port`, serving a copy of the build, so that a test can deploy a newer
 * build under it without disturbing the other suites.
 */
export async function startOwnShop(port: number): Promise<OwnShop> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-deploy-'));
  const distDir = path.join(root, 'dist');
  fs.cpSync(path.resolve(process.env.DIST_DIR ?? 'dist'), distDir, { recursive: true });
  // The compressed copies would outlive the files rewritten by a deploy: plain files only.
  for (const file of fs.readdirSync(distDir, { recursive: true, encoding: 'utf8' }))
    if (/\.(gz|br)$/.test(file)) fs.rmSync(path.join(distDir, file));
  const server: ChildProcess = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DIST_DIR: distDir,
      DATA_DIR: path.join(root, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () =>
        (await fetch(`${url}/api?_mall_id=2&r=api/search/hot-list`).catch(() => null))?.ok ?? false,
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
  return {
    url,
    distDir,
    stop: async () => {
      server.kill();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Deploys "the next build": every file of the app gets a new name, as a rebuild with changed
 * code would give it, so the files of the build before are gone from the server; index.html and
 * the service worker change with them.
 */
export function deployNextBuild(distDir: string): void {
  const assets = path.join(distDir, 'assets');
  const tag = randomBytes(3).toString('hex');
  const renames = new Map<string, string>();
  for (const file of fs.readdirSync(assets)) {
    const renamed = file.replace(/\.(js|css)$/, `.${tag}.$1`);
    if (renamed !== file) renames.set(file, renamed);
  }
  const rewrite = (text: string) => {
    let out = text;
    for (const [from, to] of renames) out = out.split(from).join(to);
    return out;
  };
  for (const [from, to] of renames) {
    const text = fs.readFileSync(path.join(assets, from), 'utf8');
    fs.rmSync(path.join(assets, from));
    fs.writeFileSync(path.join(assets, to), rewrite(text));
  }
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    rewrite(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')),
  );
  const worker = rewrite(fs.readFileSync(path.join(distDir, 'service-worker.js'), 'utf8'));
  // The shell's own revision changes too, so the new worker precaches the new index.html.
  const withShell = worker.replace(
    /"revision":"([0-9a-f]+)","url":"index\.html"/,
    `"revision":"${tag}$1","url":"index.html"`,
  );
  expect(withShell).not.toBe(worker);
  fs.writeFileSync(path.join(distDir, 'service-worker.js'), withShell);
}

import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { backupFigures } from './backup.ts';
import { benchPages } from './bench-pages.ts';
import { feedFigures } from './catalogue-feed.ts';
import { HOME_JS_BUDGET, lighthouseFigures } from './lighthouse.ts';
import { listsFigures } from './lists-at-scale.ts';
import { offlineFigures } from './offline-visit.ts';
import { kB, pageJavaScript } from './page-javascript.ts';
import { soakFigures } from './soak.ts';
import { DESKTOP, PHONE, printFigures, root, start, waitFor, type Figures } from './support.ts';

/**
 * The shop's figures, from one run: API throughput and latency beside a bare Fastify route
 * returning the same bytes, the JavaScript the home page loads first, Lighthouse's performance
 * scores (bench/lighthouse.ts) and the offline repeat visit (bench/offline-visit.ts).
 * Budgets: goods-list p99 ≤ 10 ms at 2,000 req/s; saturation ≥ 50 % of the bare route;
 * home-page initial JavaScript ≤ 140 kB gzip; Lighthouse ≥ 98 and LCP < 2.0 s on each page type
 * and the app installable; the offline repeat visit ≤ 1.0 s; the catalogue feed's figures and the uncached
 * lists, searches and suggestions on the catalogue it imports, beside the demo catalogue's
 * (bench/catalogue-feed.ts, bench/goods-list-scale.ts); the demo shop's backup and restore
 * (bench/backup.ts).
 * BENCH_ONLY=js measures the JavaScript of the home page (phone and desktop) and of every other
 * page type (phone) alone, no budget checked;
 * BENCH_ONLY=lighthouse, BENCH_ONLY=offline, BENCH_ONLY=feed and BENCH_ONLY=backup run that part
 * alone, with its budgets; BENCH_ONLY=lists the lists at 100,000 pieces alone, on the database
 * BENCH_LISTS_ON names (bench/lists-at-scale.ts), and only when asked. Last, the soak (bench/soak.ts): SOAK_MINUTES (30) of steady browsing
 * and checkout, passing when memory, event-loop delay and every p99 stay flat and nothing fails;
 * alone with BENCH_ONLY=soak or `npm run bench -- soak` (as is any part: `npm run bench -- feed`).
 */
const SHOP_PORT = 4390;
const BARE_PORT = 4391;
const FIXED_RATE = 2000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = path.join(root, '.bench', 'data');

const WARM_UP_S = 3;

async function load(url: string, options: { rate?: number; connections: number }) {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: options.connections,
      duration,
      ...(options.rate ? { overallRate: options.rate } : {}),
      headers: { language: 'cn' },
    });
  // The first seconds compile and fill caches; they are run but not counted.
  await run(WARM_UP_S);
  const result = await run(DURATION_S);
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

/** The API and initial-JavaScript figures; undefined for BENCH_ONLY=js, which prints its own. */
async function apiFigures(): Promise<Figures | undefined> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const shop = start('dist-server/main.js', {
    PORT: String(SHOP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  });
  const children: ChildProcess[] = [shop];
  try {
    const base = `http://127.0.0.1:${SHOP_PORT}/api?_mall_id=2&r=`;
    await waitFor(`${base}api/search/hot-list`);
    const listUrl = `${base}api/default/goods-list&page=1&page_size=20`;
    const listBody = Buffer.from(
      await (await fetch(listUrl, { headers: { language: 'cn' } })).arrayBuffer(),
    );
    const firstId = (JSON.parse(listBody.toString()) as { data: { list: { id: number }[] } }).data
      .list[0]?.id;
    const detailUrl = `${base}api/goods/detail&id=${firstId}`;

    if (process.env.BENCH_ONLY === 'js') {
      // A quick look at the first download alone, while a change is being made.
      const origin = `http://127.0.0.1:${SHOP_PORT}`;
      const desktop = await pageJavaScript(`${origin}/`, DESKTOP);
      console.log(`home initial JavaScript ${DESKTOP.width}px: ${kB(desktop.gzip)} gzip`);
      const { pages, member } = await benchPages({ origin, api: (route) => `${base}${route}` });
      for (const page of pages) {
        const js = await pageJavaScript(
          `${origin}${page.pathname}`,
          PHONE,
          page.member ? member : undefined,
        );
        console.log(
          `${`${page.name} initial JavaScript ${PHONE.width}px:`.padEnd(46)} ` +
            `${kB(js.gzip).padStart(9)} gzip, ${js.files} files  ${page.pathname}`,
        );
      }
      return;
    }

    const bare = start('bench/bare-server.ts', {
      PORT: String(BARE_PORT),
      BARE_BODY_BASE64: listBody.toString('base64'),
      LOG_LEVEL: 'info',
    });
    children.push(bare);
    const bareUrl = `http://127.0.0.1:${BARE_PORT}/api`;
    await waitFor(bareUrl);

    const rows: [string, string][] = [];
    const listFixed = await load(listUrl, { rate: FIXED_RATE, connections: 20 });
    const detailFixed = await load(detailUrl, { rate: FIXED_RATE, connections: 20 });
    const bareFixed = await load(bareUrl, { rate: FIXED_RATE, connections: 20 });
    const listMax = await load(listUrl, { connections: 50 });
    const detailMax = await load(detailUrl, { connections: 50 });
    const bareMax = await load(bareUrl, { connections: 50 });
    const phoneJs = await pageJavaScript(`http://127.0.0.1:${SHOP_PORT}/`, PHONE);
    const desktopJs = await pageJavaScript(`http://127.0.0.1:${SHOP_PORT}/`, DESKTOP);
    const js = phoneJs.gzip > desktopJs.gzip ? phoneJs : desktopJs;

    const ratio = (a: number) => `${((a / bareMax.rps) * 100).toFixed(0)} %`;
    rows.push(
      [
        'goods-list p99 at 2,000 req/s',
        `${listFixed.p99} ms (p50 ${listFixed.p50} ms; budget ≤ 10 ms)`,
      ],
      ['goods-detail p99 at 2,000 req/s', `${detailFixed.p99} ms (p50 ${detailFixed.p50} ms)`],
      ['bare route p99 at 2,000 req/s', `${bareFixed.p99} ms`],
      [
        'goods-list saturation',
        `${listMax.rps.toFixed(0)} req/s = ${ratio(listMax.rps)} of bare (budget ≥ 50 %)`,
      ],
      [
        'goods-detail saturation',
        `${detailMax.rps.toFixed(0)} req/s = ${ratio(detailMax.rps)} of bare`,
      ],
      ['bare route saturation', `${bareMax.rps.toFixed(0)} req/s`],
      [
        'home initial JavaScript',
        `${kB(phoneJs.gzip)} phone, ${kB(desktopJs.gzip)} desktop gzip (budget ≤ ${kB(HOME_JS_BUDGET)}); brotli ${kB(js.brotli)}; ${js.files} files`,
      ],
    );
    const failed = [
      listFixed.p99 > 10 && 'goods-list p99',
      listMax.rps < bareMax.rps * 0.5 && 'goods-list saturation',
      js.gzip > HOME_JS_BUDGET && 'initial JavaScript',
    ].filter((name) => typeof name === 'string');
    return { rows, failed, notes: [] };
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY ?? process.argv[2];
  const parts = {
    api: apiFigures,
    lighthouse: lighthouseFigures,
    offline: offlineFigures,
    feed: feedFigures,
    backup: backupFigures,
    soak: soakFigures,
  };
  // The full run measures the lists at scale in its feed part already.
  const chosen =
    only === 'lists'
      ? [listsFigures]
      : only === 'lighthouse' ||
          only === 'offline' ||
          only === 'feed' ||
          only === 'backup' ||
          only === 'soak'
        ? [parts[only]]
        : Object.values(parts);
  const failed: string[] = [];
  for (const part of chosen) {
    const figures = await part();
    if (!figures) return;
    printFigures(figures);
    failed.push(...figures.failed);
  }
  if (failed.length) {
    console.log(`over budget: ${failed.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('every budget holds');
  }
}

await main();

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumLaunchOptions } from '../build/chromium.ts';
import { TIME_ZONE_COOKIE } from '../contract/day-part.ts';
import { benchPages, type BenchPage, type SignedIn } from './bench-pages.ts';
import { kB, pageJavaScript } from './page-javascript.ts';
import { median, PHONE, startShop, type Figures } from './support.ts';

/**
 * Lighthouse's performance score (its default mobile emulation and simulated throttling) of every
 * page type of the shop (bench/bench-pages.ts; the member's pages signed in), the median of three
 * runs each, with the median run's largest contentful paint and the JavaScript the page loads
 * before it shows on a phone; and whether the browser would offer to install the app.
 * Budget: every page's median ≥ 98 and its LCP < 2.0 s, the home page's JavaScript ≤ 140 kB gzip,
 * and the app installable.
 * BENCH_PAGES=checkout,sign-in measures only the page types so named (bench/bench-pages.ts); the
 * installability check and every budget still run.
 */
const PORT = 4392;
const RUNS = 3;
/** Tries of one run before the page counts as unmeasured. */
const ATTEMPTS = 3;
const TARGET = 98;
const LCP_LIMIT_MS = 2_000;
export const HOME_JS_BUDGET = 140_000;
const SHOWN_OPPORTUNITIES = 5;
const SHOWN_ROWS = 3;
/** The local storage key of what the order page is about to buy (src/lib/order-items.ts). */
const ORDER_ITEMS_KEY = 'createOrderSkuList';

type Audit = Result['audits'][string];

/**
 * Signs the fresh Chromium in as the member before Lighthouse opens the page: the session cookie,
 * the device's time zone as the app keeps it on a visit (the browser runs on this host, in its
 * zone), and what the order page is about to buy in the origin's local storage, written on an
 * API address (which runs none of the app). Lighthouse's storage reset leaves cookies and local
 * storage alone.
 */
async function signInBrowser(port: number, origin: string, member: SignedIn): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await context.addCookies([
      { name: 'userInfo', value: member.cookie, url: origin },
      { name: TIME_ZONE_COOKIE, value: encodeURIComponent(zone), url: origin },
    ]);
    const page = await context.newPage();
    await page.goto(`${origin}/api?_mall_id=2&r=api/search/hot-list`);
    await page.evaluate(([key, items]) => localStorage.setItem(key, items), [
      ORDER_ITEMS_KEY,
      member.orderItems,
    ] as const);
    await page.close();
  } finally {
    // Connected over CDP, closing disconnects and leaves the browser to Lighthouse.
    await browser.close();
  }
}

/**
 * One Lighthouse run in a fresh Chromium, which Lighthouse reaches through its debugging port;
 * `member`: signed in as them.
 */
async function audit(url: string, member?: SignedIn): Promise<Result> {
  const { executablePath, args } = chromiumLaunchOptions();
  const chrome = await launch({
    ...(executablePath ? { chromePath: executablePath } : {}),
    chromeFlags: ['--headless=new', ...args],
    logLevel: 'silent',
  });
  try {
    if (member) await signInBrowser(chrome.port, new URL(url).origin, member);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * A run, repeated up to twice if Lighthouse could not finish it (now and then it takes a page that
 * loaded well for an interstitial, or, on a busy host, finds no navigation start in its trace);
 * each failure is kept as a note.
 */
async function auditWithRetry(url: string, notes: string[], member?: SignedIn): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, member);
    } catch (error) {
      notes.push(`Lighthouse run repeated: ${(error as Error).message}`);
      if (attempt === ATTEMPTS) throw error;
    }
  }
}

const score = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
const lcpMs = (lhr: Result) => lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;

/** The larger of what an audit says fixing it would save, in milliseconds. */
function savingsMs(entry: Audit): number {
  const details = entry.details?.type === 'opportunity' ? entry.details : undefined;
  return Math.max(
    details?.overallSavingsMs ?? 0,
    ...Object.entries(entry.metricSavings ?? {})
      .filter(([metric]) => metric !== 'CLS')
      .map(([, ms]) => ms ?? 0),
  );
}

/** The rows of an audit's table. */
function rowsOf(entry: Audit | undefined): Record<string, unknown>[] {
  const details = entry?.details;
  return details?.type === 'table' || details?.type === 'opportunity'
    ? (details.items as unknown as Record<string, unknown>[])
    : [];
}

const shortUrl = (url: unknown) =>
  typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : '?';

/** The metrics of a run and the audits that would gain the most, for a page below its target. */
function whatToFix(lhr: Result): string[] {
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  const lines = [
    `    FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
      `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, ` +
      `Speed Index ${metric('speed-index')}`,
  ];
  const ids = lhr.categories.performance?.auditRefs.map((ref) => ref.id) ?? [];
  const gains = ids
    .map((id) => lhr.audits[id])
    .filter((entry): entry is Audit => !!entry && entry.score !== null && entry.score < 1)
    .map((entry) => ({ entry, ms: savingsMs(entry) }))
    .filter(({ ms }) => ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SHOWN_OPPORTUNITIES);
  for (const { entry, ms } of gains) {
    const bytes =
      entry.details?.type === 'opportunity' && entry.details.overallSavingsBytes
        ? `, ${(entry.details.overallSavingsBytes / 1000).toFixed(0)} kB`
        : '';
    lines.push(`    ${entry.title}: ~${Math.round(ms)} ms${bytes}`);
  }
  if (gains.length === 0) lines.push('    (no opportunity with an estimated saving)');
  const scripts = rowsOf(lhr.audits['bootup-time'])
    .filter((row) => typeof row.total === 'number' && row.total >= 50)
    .slice(0, SHOWN_ROWS)
    .map((row) => `${shortUrl(row.url)} ${Math.round(row.total as number)} ms`);
  if (scripts.length) lines.push(`    main-thread time by script: ${scripts.join(', ')}`);
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
  const shifted = rowsOf(lhr.audits['layout-shifts'])
    .slice(0, SHOWN_ROWS)
    .map((row) => {
      const node = row.node as { selector?: string; snippet?: string } | undefined;
      const value = typeof row.score === 'number' ? row.score.toFixed(2) : '?';
      return `${node?.selector ?? node?.snippet ?? 'unknown'} ${value}`;
    });
  if (cls > 0.1 && shifted.length) lines.push(`    layout shifts: ${shifted.join(', ')}`);
  for (const warning of lhr.runWarnings) lines.push(`    warning: ${warning}`);
  return lines;
}

/**
 * What Chromium itself says about installing the app, through the DevTools protocol: the
 * manifest it found and its installability errors. A persistent profile, because an
 * off-the-record context can never install.
 */
async function installability(origin: string): Promise<string[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-install-'));
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions());
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest', {});
    const errors = manifest.errors.map((error) => `manifest: ${error.message}`);
    if (!manifest.url) errors.push('no manifest link');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    for (const error of installabilityErrors) {
      const args = error.errorArguments.map((arg) => `${arg.name}=${arg.value}`).join(', ');
      errors.push(args ? `${error.errorId} (${args})` : error.errorId);
    }
    return errors;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** The page types BENCH_PAGES names (all when it is unset); an unknown name is an error. */
function chosenPages(pages: BenchPage[]): BenchPage[] {
  const names = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  if (!names) return pages;
  const unknown = names.filter((name) => !pages.some((page) => page.name === name));
  if (unknown.length)
    throw new Error(
      `BENCH_PAGES: no page type ${unknown.join(', ')}; the page types are ` +
        pages.map((page) => page.name).join(', '),
    );
  return pages.filter((page) => names.includes(page.name));
}

/** What one page type measured: its runs' scores, the median run and its first JavaScript. */
interface PageFigures {
  page: BenchPage;
  scores: number[];
  middle: number;
  medianRun: Result;
  jsGzip: number;
}

async function measurePage(
  origin: string,
  page: BenchPage,
  member: SignedIn,
  notes: string[],
): Promise<PageFigures> {
  const url = `${origin}${page.pathname}`;
  const signedIn = page.member ? member : undefined;
  const js = await pageJavaScript(url, PHONE, signedIn);
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await auditWithRetry(url, notes, signedIn));
  const scores = runs.map(score);
  const middle = median(scores);
  return { page, scores, middle, medianRun: runs[scores.indexOf(middle)]!, jsGzip: js.gzip };
}

const COLUMNS = ['score', 'runs', 'LCP', 'JS gzip', 'address'];
const WIDTHS = [6, 13, 8, 10];
const columns = (cells: string[]) =>
  cells.map((cell, i) => (i < WIDTHS.length ? cell.padEnd(WIDTHS[i]!) : cell)).join(' ');

/** The table's row of a page; what is over its budgets fails, with a note of what to fix. */
function judge(figures: PageFigures, into: Figures): void {
  const { page, scores, middle, medianRun, jsGzip } = figures;
  const lcp = lcpMs(medianRun);
  const name = `Lighthouse ${page.name}`;
  into.rows.push([
    page.member ? `${name} (member)` : name,
    columns([
      String(middle),
      scores.join(', '),
      `${(lcp / 1000).toFixed(2)} s`,
      kB(jsGzip),
      page.pathname,
    ]),
  ]);
  const over = [
    middle < TARGET && `score below ${TARGET}`,
    lcp >= LCP_LIMIT_MS && `LCP ${(lcp / 1000).toFixed(2)} s`,
  ].filter((what) => typeof what === 'string');
  if (over.length) {
    into.failed.push(name);
    into.notes.push(`${name}: ${over.join(', ')}; its median run:`, ...whatToFix(medianRun));
  }
  if (page.pathname === '/' && jsGzip > HOME_JS_BUDGET) {
    into.failed.push('home JavaScript');
    into.notes.push(`home JavaScript ${kB(jsGzip)} gzip, over ${kB(HOME_JS_BUDGET)}`);
  }
}

export async function lighthouseFigures(): Promise<Figures> {
  const shop = await startShop(PORT, 'lighthouse');
  try {
    const { pages: every, member } = await benchPages(shop);
    const pages = chosenPages(every);
    const figures: Figures = { rows: [], failed: [], notes: [] };
    figures.rows.push(
      [
        'Lighthouse budgets',
        `score ≥ ${TARGET} and LCP < ${(LCP_LIMIT_MS / 1000).toFixed(1)} s on each page; home JS ≤ ${kB(HOME_JS_BUDGET)} gzip`,
      ],
      ['Lighthouse page (median of 3)', columns(COLUMNS)],
    );
    const benchmarks: number[] = [];
    for (const page of pages) {
      try {
        const measured = await measurePage(shop.origin, page, member, figures.notes);
        benchmarks.push(measured.medianRun.environment.benchmarkIndex);
        judge(measured, figures);
      } catch (error) {
        // One page Lighthouse could not measure fails alone; the others are still measured.
        figures.rows.push([`Lighthouse ${page.name}`, `not measured ${page.pathname}`]);
        figures.failed.push(`Lighthouse ${page.name}`);
        figures.notes.push(`Lighthouse ${page.name} not measured: ${(error as Error).message}`);
      }
    }
    // Lighthouse scales what it observed to a phone; on a busy or slow host the scores drop.
    figures.rows.push([
      'Lighthouse host CPU index',
      `${Math.round(median(benchmarks))} (Lighthouse calls a host below 1000 slow)`,
    ]);
    const errors = await installability(shop.origin);
    figures.rows.push(['installable', errors.length ? `no: ${errors.join('; ')}` : 'yes']);
    if (errors.length) figures.failed.push('installable');
    return figures;
  } finally {
    shop.stop();
  }
}

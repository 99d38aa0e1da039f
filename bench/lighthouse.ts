import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumLaunchOptions } from '../build/chromium.ts';
import { median, startShop, type Figures } from './support.ts';

/**
 * Lighthouse's performance score (its default mobile emulation and simulated throttling) of the
 * home page, a list page and a product page, the median of three runs each; and whether the
 * browser would offer to install the app.
 * Budget: every page's median ≥ 95, and the app installable.
 */
const PORT = 4392;
const RUNS = 3;
const TARGET = 95;
const SHOWN_OPPORTUNITIES = 5;
const SHOWN_ROWS = 3;

type Audit = Result['audits'][string];

/** One Lighthouse run in a fresh Chromium, which Lighthouse reaches through its debugging port. */
async function audit(url: string): Promise<Result> {
  const { executablePath, args } = chromiumLaunchOptions();
  const chrome = await launch({
    ...(executablePath ? { chromePath: executablePath } : {}),
    chromeFlags: ['--headless=new', ...args],
    logLevel: 'silent',
  });
  try {
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
 * A run, repeated once if Lighthouse could not finish it (now and then it takes a page that
 * loaded well for an interstitial); the failure is kept as a note.
 */
async function auditWithRetry(url: string, notes: string[]): Promise<Result> {
  try {
    return await audit(url);
  } catch (error) {
    notes.push(`Lighthouse run repeated: ${(error as Error).message}`);
    return await audit(url);
  }
}

const score = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

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

export async function lighthouseFigures(): Promise<Figures> {
  const shop = await startShop(PORT, 'lighthouse');
  try {
    const list = (await (
      await fetch(shop.api('api/default/goods-list&page=1&page_size=1'), {
        headers: { language: 'cn' },
      })
    ).json()) as { data: { list: { id: number }[] } };
    const goodsId = list.data.list[0]?.id;
    if (goodsId === undefined) throw new Error('the goods list is empty');
    const pages: [string, string][] = [
      ['home', '/'],
      ['list', '/productList?category_id=1'],
      ['product', `/productList/detail?id=${goodsId}`],
    ];
    const figures: Figures = { rows: [], failed: [], notes: [] };
    const benchmarks: number[] = [];
    for (const [name, pathname] of pages) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await auditWithRetry(`${shop.origin}${pathname}`, figures.notes);
        runs.push(lhr);
      }
      const scores = runs.map(score);
      benchmarks.push(...runs.map((lhr) => lhr.environment.benchmarkIndex));
      const middle = median(scores);
      figures.rows.push([
        `Lighthouse ${name}`,
        `${middle} (runs ${scores.join(', ')}; budget ≥ ${TARGET}) ${pathname}`,
      ]);
      if (middle < TARGET) {
        figures.failed.push(`Lighthouse ${name}`);
        figures.notes.push(
          `Lighthouse ${name} below ${TARGET}, its median run:`,
          ...whatToFix(runs[scores.indexOf(middle)]!),
        );
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

import {
  expect,
  type Locator,
  type Page,
  type Request,
  type Route,
  type TestInfo,
} from '@playwright/test';
import { callAs } from './orders-support';
import { isCall, type TestMember } from './support';

// A shopper's flaky network for the flaky-network suite: page.route stands between the page and
// the shop's API and fails a share of the calls as a network does (a connection reset, a reply
// lost after the shop did the work, a gateway's 502 or 503 page), the others arriving a few
// hundred milliseconds late. Which call fails is drawn from a seeded generator, keyed by the
// call's name and how many of that call came before it, so that a run is repeatable even though
// the page asks for several things at once.

/** How one call of the API fares on the way. */
export type Fate =
  | { kind: 'delayed'; ms: number }
  /** The connection drops before the shop hears of the call. */
  | { kind: 'reset' }
  /** The shop answers, but the answer never reaches the page. */
  | { kind: 'reply-lost' }
  /** A gateway in between answers for the shop with its own page. */
  | { kind: 'gateway'; status: 502 | 503 };

export interface FlakyOptions {
  seed: number;
  /** The share of calls that fail. */
  failureRate: number;
  /** Calls whose fate a test sets itself, by their `r`. */
  fates?: Record<string, (nth: number) => Fate | undefined>;
}

export interface FlakyLog {
  r: string;
  method: string;
  fate: Fate['kind'];
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number for a string (FNV-1a), to seed the generator of one call. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The fate of the `nth` call of `r` (a POST may lose its reply after the shop acted on it). */
export function drawFate(seed: number, failureRate: number, r: string, nth: number, post: boolean) {
  const random = seededRandom(hashOf(`${seed}:${r}:${nth}`));
  const delay = (): Fate => ({ kind: 'delayed', ms: 100 + Math.floor(random() * 250) });
  if (random() >= failureRate) return delay();
  const pick = random();
  if (pick < 0.25) return { kind: 'gateway', status: 502 } as const;
  if (pick < 0.5) return { kind: 'gateway', status: 503 } as const;
  if (post && pick < 0.75) return { kind: 'reply-lost' } as const;
  return { kind: 'reset' } as const;
}

const callName = (request: Request) => new URL(request.url()).searchParams.get('r') ?? '';

const GATEWAY_PAGE = (status: number) =>
  `<html><head><title>${status}</title></head><body><center><h1>${status} ${
    status === 502 ? 'Bad Gateway' : 'Service Temporarily Unavailable'
  }</h1></center><hr><center>nginx</center></body></html>`;

async function play(route: Route, fate: Fate): Promise<void> {
  switch (fate.kind) {
    case 'delayed':
      await new Promise((resolve) => setTimeout(resolve, fate.ms));
      return route.continue();
    case 'reset':
      return route.abort('connectionreset');
    case 'reply-lost':
      await route.fetch();
      return route.abort('connectionreset');
    case 'gateway':
      return route.fulfill({
        status: fate.status,
        contentType: 'text/html',
        body: GATEWAY_PAGE(fate.status),
      });
  }
}

/**
 * Puts the page's API calls on a flaky network; answers the log of every call's fate. The
 * routes end with the page (or page.unrouteAll).
 */
export async function flakyNetwork(page: Page, options: FlakyOptions): Promise<FlakyLog[]> {
  const log: FlakyLog[] = [];
  const seen = new Map<string, number>();
  await page.route(
    (url) => url.pathname === '/api',
    async (route) => {
      const request = route.request();
      const r = callName(request);
      const nth = seen.get(r) ?? 0;
      seen.set(r, nth + 1);
      const post = request.method() === 'POST';
      const fate =
        options.fates?.[r]?.(nth) ?? drawFate(options.seed, options.failureRate, r, nth, post);
      log.push({ r, method: request.method(), fate: fate.kind });
      if (process.env.FLAKY_DEBUG) console.log(`${r} #${nth}: ${JSON.stringify(fate)}`);
      try {
        await play(route, fate);
      } catch {
        // The page went (the test ended, or it navigated away) while the call was on its way.
      }
    },
  );
  return log;
}

/**
 * Serves the page's documents without the frame's data (the menus and the maintenance status the
 * server puts in them), as the shell the worker keeps is: the app then asks for them itself.
 */
export async function documentsWithoutFrameData(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script id="opening-frame" type="application\/json">.*?<\/script>/s,
        '',
      );
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, body, headers });
    },
  );
}

/**
 * A seed for a test: FLAKY_SEED when given (to replay a run), else fixed by the test's name, its
 * project and its repetition, so that each repetition walks a network of its own, and the same
 * one on every run.
 */
export function seedFor(testInfo: TestInfo): number {
  const given = Number(process.env.FLAKY_SEED);
  if (process.env.FLAKY_SEED && Number.isInteger(given)) return given;
  return hashOf(`${testInfo.title}:${testInfo.project.name}:${testInfo.repeatEachIndex}`);
}

/**
 * Does `act`, then waits until the page's next `r` call has had its answer or its failure: what
 * the screen says after it is about that call, not the one before.
 */
export async function afterCall(page: Page, r: string, act: () => Promise<void>): Promise<void> {
  const matches = (request: Request) => isCall(request.url(), r);
  // A press the page ignores (amounts still updating) sends nothing: the caller looks again.
  const timeout = 10_000;
  const settled = Promise.race([
    page.waitForEvent('requestfinished', { predicate: matches, timeout }),
    page.waitForEvent('requestfailed', { predicate: matches, timeout }),
  ]).catch(() => undefined);
  await act();
  await settled;
}

/** What a shopper must never read: the words of a failed request rather than the shop's. */
const RAW_ERROR =
  /Network Error|status code \d{3}|AxiosError|Bad Gateway|Service Temporarily Unavailable|Failed to fetch|Unexpected token|\bundefined\b|\bNaN\b|\[object Object\]/;

export async function expectNoRawError(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(RAW_ERROR);
}

/** The way forward a screen offers after a failure: its "Try again". */
export const retryButton = (page: Page) =>
  page.getByRole('button', { name: /^(重试|Try again)$/ }).filter({ visible: true });

/**
 * Waits for `target`, pressing a screen's "Try again" whenever one shows instead (a failure met
 * on the way), and answers how often it was pressed. A screen with neither is a dead end, which
 * fails the test once the wait is over.
 */
export async function reach(page: Page, target: Locator, timeout = 20_000): Promise<number> {
  let retries = 0;
  await expect(async () => {
    await expectNoRawError(page);
    if (await target.isVisible()) return;
    const retry = retryButton(page).first();
    if (await retry.isVisible()) {
      await retry.click({ timeout: 1_000 });
      retries += 1;
    }
    await expect(target).toBeVisible({ timeout: 500 });
  }).toPass({ timeout, intervals: [100] });
  return retries;
}

/** The member's orders, as the server counts them. */
export async function ordersOf(page: Page, member: TestMember) {
  const reply = await callAs<{ list: { order_no: string; status: string }[] }>(
    page.request,
    member,
    'api/order/list',
    { status: 'all' },
    'GET',
  );
  expect(reply.code, reply.msg).toBe(0);
  return reply.data.list;
}

/** The member's bag on the server: each line's SKU and quantity. */
export async function bagOf(page: Page, member: TestMember) {
  const reply = await callAs<{ list: { sku_id: number; quantity: number }[] }>(
    page.request,
    member,
    'api/cart/list',
    {},
    'GET',
  );
  expect(reply.code, reply.msg).toBe(0);
  return reply.data.list.map((line) => ({ skuId: line.sku_id, quantity: line.quantity }));
}

import type { ChildProcess } from 'node:child_process';
import { BENCH_KEYWORDS } from './feed-generator.ts';
import { start, waitFor } from './support.ts';

// Lists, searches and suggestions on a large catalogue, uncached: every request is one the
// instance has not answered before (another category, filter, sort, page or word), sent one at a
// time, so each figure is the work of one request. The same requests at the demo catalogue's size
// show how the time grows with the catalogue.

export interface LatencyFigures {
  /** Milliseconds, by kind of request. */
  byKind: Map<string, { p50: number; p99: number; count: number }>;
}

export const LIST_KINDS = [
  'category list',
  'filtered list',
  'sorted list',
  'keyword search',
  'suggestions',
  'goods detail',
] as const;
type Kind = (typeof LIST_KINDS)[number];

/** Requests of each kind measured, after the warm-up. */
const PER_KIND = Number(process.env.BENCH_LIST_REQUESTS ?? 200);
const WARM_UP = 20;

function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

interface Catalogue {
  categoryIds: number[];
  colourIds: string[];
  sizes: string[];
  seasonIds: string[];
  seriesIds: string[];
  pieces: number;
}

async function json<T>(url: string): Promise<T> {
  const reply = (await (await fetch(url, { headers: { language: 'cn' } })).json()) as {
    code: number;
    data: T;
    msg: string;
  };
  if (reply.code !== 0) throw new Error(`${url}: ${reply.msg}`);
  return reply.data;
}

/** What the shop offers to filter by, from its own lists and filter panel. */
async function readCatalogue(api: (route: string) => string): Promise<Catalogue> {
  type Screen = { id: string }[];
  const all = await json<{
    pagination: { total_count: number };
    screen: { color: Screen; size: Screen; season: Screen; series: Screen };
  }>(`${api('api/default/goods-list')}&page_size=1`);
  // Categories are numbered from 1 in a shop filled by one import: the first that hold pieces.
  const categoryIds: number[] = [];
  for (let id = 1; id <= 60; id++) {
    const found = await json<{ pagination: { total_count: number } }>(
      `${api('api/default/goods-list')}&page_size=1&category_id=${id}`,
    );
    if (found.pagination.total_count > 0) categoryIds.push(id);
  }
  return {
    categoryIds,
    colourIds: all.screen.color.map((c) => c.id),
    sizes: all.screen.size.map((s) => s.id),
    seasonIds: all.screen.season.map((s) => s.id),
    seriesIds: all.screen.series.map((s) => s.id),
    pieces: all.pagination.total_count,
  };
}

function requests(api: (route: string) => string, catalogue: Catalogue, kind: Kind, count: number) {
  const next = random(LIST_KINDS.indexOf(kind) + 7);
  const pick = <T>(list: readonly T[]) => list[next(list.length)] as T;
  const list = (params: string) => `${api('api/default/goods-list')}&page_size=24${params}`;
  const urls = new Set<string>();
  for (let tries = 0; urls.size < count && tries < count * 50; tries++) {
    const category = `&category_id=${pick(catalogue.categoryIds)}`;
    const page = `&page=${1 + next(30)}`;
    switch (kind) {
      case 'category list':
        urls.add(list(`${category}${page}`));
        break;
      case 'filtered list': {
        const filters = [
          `&color=${pick(catalogue.colourIds)}`,
          `&size=${pick(catalogue.sizes)}`,
          `&season=${pick(catalogue.seasonIds)}`,
          `&series=${pick(catalogue.seriesIds)}`,
        ].filter(() => next(2) === 0);
        urls.add(
          list(`${category}${filters.join('') || `&color=${pick(catalogue.colourIds)}`}${page}`),
        );
        break;
      }
      case 'sorted list':
        urls.add(
          list(`${category}&sort=${pick(['new', 'price_asc', 'price_desc', 'sales'])}${page}`),
        );
        break;
      case 'keyword search':
        urls.add(list(`&keyword=${encodeURIComponent(pick(BENCH_KEYWORDS))}&page=${1 + next(5)}`));
        break;
      case 'suggestions': {
        const word = pick(BENCH_KEYWORDS);
        const typed = word.slice(0, 1 + next(word.length));
        urls.add(`${api('api/kc/search-data/get-data')}&keyword=${encodeURIComponent(typed)}`);
        break;
      }
      case 'goods detail':
        urls.add(`${api('api/goods/detail')}&id=${1 + next(catalogue.pieces)}`);
        break;
    }
  }
  return [...urls];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Times each request alone, one after the other. */
async function timed(urls: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const reply = await fetch(url, { headers: { language: 'cn' } });
    await reply.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

/** The figures of the shop the environment describes (its DATA_DIR or DATABASE_URL). */
export async function listLatencies(
  env: Record<string, string>,
  port: number,
): Promise<LatencyFigures> {
  const child: ChildProcess = start('dist-server/main.js', {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ORDER_SWEEP: 'off',
    ...env,
  });
  const origin = `http://127.0.0.1:${port}`;
  const api = (route: string) => `${origin}/api?_mall_id=2&r=${route}`;
  try {
    await waitFor(api('api/search/hot-list'));
    const catalogue = await readCatalogue(api);
    const byKind = new Map<string, { p50: number; p99: number; count: number }>();
    for (const kind of LIST_KINDS) {
      const urls = requests(api, catalogue, kind, PER_KIND + WARM_UP);
      const times = (await timed(urls)).slice(WARM_UP).sort((a, b) => a - b);
      byKind.set(kind, {
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        count: times.length,
      });
    }
    return { byKind };
  } finally {
    child.kill('SIGTERM');
  }
}

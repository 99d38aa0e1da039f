import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { generateFeed } from './feed-generator.ts';
import { LIST_KINDS, listLatencies, type LatencyFigures } from './goods-list-scale.ts';
import { root, type Figures } from './support.ts';

/**
 * The catalogue import at scale: a generated feed of 100,000 pieces × 10 SKUs (a million rows,
 * no pictures) imported into an empty shop, then imported again unchanged, on SQLite and on
 * PostgreSQL, by the built command as an operator runs it. Budgets: import ≤ 3 min, re-import
 * ≤ 1 min, the command's peak memory (resident set) ≤ 500 MB. Then the shop serves that
 * catalogue, and the demo's, to uncached lists, searches and suggestions (listTable).
 * BENCH_FEED_PIECES sets another size; BENCH_DATABASE_URL the PostgreSQL server.
 */
const PIECES = Number(process.env.BENCH_FEED_PIECES ?? 100_000);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const IMPORT_BUDGET_S = 180;
const REIMPORT_BUDGET_S = 60;
const MEMORY_BUDGET_MB = 500;
const LIST_PORT = 4392;
/** Milliseconds: p50 and p99 of each list and search, p50 of suggestions. */
const LIST_BUDGET = { p50: 15, p99: 50, suggestionsP50: 10 };
const benchDir = path.join(root, '.bench');
const feedDir = path.join(benchDir, 'feed');

export interface Run {
  seconds: number;
  peakMb: number;
  output: string;
}

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** A running process and all it started, by pid (Linux). */
function family(pid: number): number[] {
  const children = read(`/proc/${pid}/task/${pid}/children`).split(' ').filter(Boolean);
  return [pid, ...children.flatMap((child) => family(Number(child)))];
}

/** The largest peak resident memory among a process and those it started, in MB. */
function peakOf(pid: number): number {
  const peaks = family(pid).map((member) => {
    const kb = /VmHWM:\s+(\d+) kB/.exec(read(`/proc/${member}/status`))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  });
  return Math.max(0, ...peaks);
}

/**
 * Runs an operator command as the operator does (`npm run shop -- …`), measuring its time and
 * the peak memory of the command's process.
 */
export function command(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'shop', '--silent', '--', ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peakMb = 0;
    const sampler = setInterval(() => {
      if (child.pid) peakMb = Math.max(peakMb, peakOf(child.pid));
    }, 50);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`));
      else resolve({ seconds, peakMb, output });
    });
  });
}

async function importTwice(env: Record<string, string>) {
  await command(['migrate'], env);
  const first = await command(['catalogue', 'import', feedDir], env);
  const again = await command(['catalogue', 'import', feedDir], env);
  if (!/pieces +0 new, 0 changed/.test(again.output)) {
    throw new Error(`the second import changed something:\n${again.output}`);
  }
  return { first, again };
}

/** The list figures of the shop the environment names: the imported catalogue, or the demo's. */
async function listsOf(env: Record<string, string>): Promise<LatencyFigures> {
  return listLatencies(env, LIST_PORT);
}

async function onPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_feed_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name} template template0 encoding 'UTF8'`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * The lists' table, each kind of request by shop (p50 / p99 in ms), and the budgets the large
 * catalogue's figures miss: every kind p50 ≤ 15 ms (suggestions ≤ 10 ms) and p99 ≤ 50 ms.
 */
export function listTable(lists: Record<string, LatencyFigures>) {
  const shops = Object.keys(lists);
  const cell = (text: string) => text.padEnd(24);
  const lines = [`${cell('uncached, ms p50 / p99')}${shops.map(cell).join('')}`];
  const failed: string[] = [];
  for (const kind of LIST_KINDS) {
    const cells = shops.map((shop) => {
      const figure = lists[shop]?.byKind.get(kind);
      if (!figure) return cell('-');
      if (shop.endsWith('100k')) {
        const p50Budget = kind === 'suggestions' ? LIST_BUDGET.suggestionsP50 : LIST_BUDGET.p50;
        const slow = figure.p50 > p50Budget || figure.p99 > LIST_BUDGET.p99;
        if (slow) failed.push(`${kind} on ${shop}`);
      }
      return cell(`${figure.p50.toFixed(1)} / ${figure.p99.toFixed(1)}`);
    });
    lines.push(`${cell(kind)}${cells.join('')}`);
  }
  return { lines, failed };
}

export async function feedFigures(): Promise<Figures> {
  const { rows: count } = await generateFeed(feedDir, PIECES);
  const size = (fs.statSync(path.join(feedDir, 'catalogue.csv')).size / 1e6).toFixed(0);
  const dataDir = path.join(benchDir, 'feed-data');
  const demoDir = path.join(benchDir, 'demo-data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(demoDir, { recursive: true, force: true });
  const lists: Record<string, LatencyFigures> = {};
  const sqlite = await importTwice({ DATA_DIR: dataDir });
  lists['SQLite 100k'] = await listsOf({ DATA_DIR: dataDir });
  lists['SQLite demo'] = await listsOf({ DATA_DIR: demoDir });
  const postgres = await onPostgres(async (url) => {
    const runs = await importTwice({ DATA_DIR: dataDir, DATABASE_URL: url });
    lists['PostgreSQL 100k'] = await listsOf({ DATA_DIR: dataDir, DATABASE_URL: url });
    return runs;
  });
  lists['PostgreSQL demo'] = await onPostgres((url) =>
    listsOf({ DATA_DIR: demoDir, DATABASE_URL: url }),
  );
  const rows: [string, string][] = [];
  const failed: string[] = [];
  const s = (run: Run) => `${run.seconds.toFixed(1)} s`;
  const mb = (run: Run) => `${run.peakMb.toFixed(0)} MB`;
  for (const [db, runs] of [
    ['SQLite', sqlite],
    ['PostgreSQL', postgres],
  ] as const) {
    rows.push(
      [`feed import ${db}`, `${s(runs.first)}, peak ${mb(runs.first)} (budget ≤ 180 s, ≤ 500 MB)`],
      [`feed re-import ${db}`, `${s(runs.again)}, peak ${mb(runs.again)} (budget ≤ 60 s)`],
    );
    if (runs.first.seconds > IMPORT_BUDGET_S) failed.push(`feed import ${db}`);
    if (runs.again.seconds > REIMPORT_BUDGET_S) failed.push(`feed re-import ${db}`);
    if (Math.max(runs.first.peakMb, runs.again.peakMb) > MEMORY_BUDGET_MB) {
      failed.push(`feed import memory ${db}`);
    }
  }
  const scale = listTable(lists);
  failed.push(...scale.failed);
  const notes = [
    `(feed: ${PIECES.toLocaleString('en-US')} pieces, ${count.toLocaleString('en-US')} rows, ${size} MB)`,
    ...scale.lines,
  ];
  return { rows, failed, notes };
}

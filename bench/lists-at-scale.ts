import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { command, listTable } from './catalogue-feed.ts';
import { generateFeed } from './feed-generator.ts';
import { listLatencies, type LatencyFigures } from './goods-list-scale.ts';
import { root, type Figures } from './support.ts';

/**
 * The uncached lists, searches, suggestions and goods details alone, on a generated catalogue of
 * 100,000 pieces × 10 SKUs, on the database BENCH_LISTS_ON names (sqlite, the default, or
 * postgres), with their budgets (bench/catalogue-feed.ts listTable). The feed and the imported
 * shop stay in .bench/lists-data between runs, made again only when the migrations change.
 */
const PIECES = 100_000;
const PORT = 4393;
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `bench_lists_${PIECES}`;
const dataDir = path.join(root, '.bench', 'lists-data');
const feedDir = path.join(dataDir, 'feed');

/** What the kept shop was made with: the generator's feed under the latest migration. */
function schemaStamp(): string {
  const migrations = fs.readdirSync(path.join(root, 'server', 'db', 'migrations')).sort();
  return `${PIECES} ${migrations.at(-1) ?? ''}`;
}

async function postgresShop(fresh: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      DATABASE,
    ]);
    if (fresh || !rowCount) {
      await admin.query(`drop database if exists ${DATABASE} with (force)`);
      await admin.query(`create database ${DATABASE} template template0 encoding 'UTF8'`);
    }
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** The environment of the kept shop on the chosen database, imported first when it is not. */
async function keptShop(on: 'sqlite' | 'postgres'): Promise<Record<string, string>> {
  const stampFile = path.join(dataDir, `${on}.stamp`);
  const stamp = schemaStamp();
  const kept = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
  const shopDir = path.join(dataDir, on);
  const env: Record<string, string> = { DATA_DIR: shopDir };
  if (on === 'postgres') env.DATABASE_URL = await postgresShop(!kept);
  if (kept) return env;
  fs.rmSync(stampFile, { force: true });
  fs.rmSync(shopDir, { recursive: true, force: true });
  if (!fs.existsSync(path.join(feedDir, 'catalogue.csv'))) await generateFeed(feedDir, PIECES);
  console.log(`importing ${PIECES.toLocaleString('en-US')} pieces into ${on}…`);
  await command(['migrate'], env);
  await command(['catalogue', 'import', feedDir], env);
  fs.writeFileSync(stampFile, stamp);
  return env;
}

export async function listsFigures(): Promise<Figures> {
  const on = process.env.BENCH_LISTS_ON === 'postgres' ? 'postgres' : 'sqlite';
  const env = await keptShop(on);
  const name = `${on === 'postgres' ? 'PostgreSQL' : 'SQLite'} 100k`;
  const lists: Record<string, LatencyFigures> = { [name]: await listLatencies(env, PORT) };
  const { lines, failed } = listTable(lists);
  return { rows: [], failed, notes: lines };
}

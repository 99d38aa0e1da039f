import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { command, type Run } from './catalogue-feed.ts';
import { root, start, startShop, waitFor, type Figures } from './support.ts';

/**
 * The demo shop's backup and restore as the operator runs them (docs/operations.md, Backups), by
 * the built command: `backup` while the shop serves, `restore` into an empty folder, and the shop
 * started on what it restored; on PostgreSQL `pg_dump -Fc`, and `pg_restore` into a new database.
 * Budgets: the embedded backup and restore ≤ 30 s each, as commands, their peak memory ≤ 500 MB.
 */
const PORT = 4393;
const BUDGET_S = 30;
const MEMORY_BUDGET_MB = 500;
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDir = path.join(root, '.bench');
const run = promisify(execFile);

const megabytes = (file: string) => `${(fs.statSync(file).size / 1e6).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** PostgreSQL databases made for the bench, dropped by `dropAll`. */
async function databases() {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  const made: string[] = [];
  return {
    async make(role: string): Promise<string> {
      const name = `bench_backup_${role}_${process.pid}`;
      await admin.query(`create database ${name} template template0 encoding 'UTF8'`);
      made.push(name);
      const url = new URL(POSTGRES);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll(): Promise<void> {
      for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function postgresFigures(rows: [string, string][]): Promise<void> {
  const made = await databases();
  try {
    const source = await made.make('source');
    await command(['seed'], { DATA_DIR: path.join(benchDir, 'backup-pg'), DATABASE_URL: source });
    const dump = path.join(benchDir, 'backup', 'shop.dump');
    const dumping = await timed(() => run('pg_dump', ['-Fc', '--file', dump, source]));
    const target = await made.make('target');
    const restoring = await timed(() =>
      run('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        '--single-transaction',
        '-d',
        target,
        dump,
      ]),
    );
    rows.push(
      ['pg_dump -Fc PostgreSQL demo', `${megabytes(dump)} in ${seconds(dumping)}`],
      ['pg_restore PostgreSQL demo', seconds(restoring)],
    );
  } finally {
    await made.dropAll();
  }
}

export async function backupFigures(): Promise<Figures> {
  const folder = path.join(benchDir, 'backup');
  const restoredDir = path.join(benchDir, 'backup-restored');
  for (const dir of [folder, restoredDir]) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'shop.db');

  const shop = await startShop(PORT, 'backup-data');
  let backup: Run;
  try {
    backup = await command(['backup', file], { DATA_DIR: path.join(benchDir, 'backup-data') });
  } finally {
    shop.stop();
  }
  const restore = await command(['restore', file], { DATA_DIR: restoredDir });
  const restored = start('dist-server/main.js', {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: restoredDir,
    LOG_LEVEL: 'warn',
  });
  let ready: number;
  try {
    ready = await timed(() => waitFor(`http://127.0.0.1:${PORT}/readyz`));
  } finally {
    restored.kill('SIGTERM');
  }

  const said = (run: Run) => / in (\d+\.\d s)/.exec(run.output)?.[1] ?? '?';
  const asCommand = (run: Run) =>
    `command ${run.seconds.toFixed(1)} s, peak ${run.peakMb.toFixed(0)} MB`;
  const rows: [string, string][] = [
    [
      'backup SQLite demo, serving',
      `${megabytes(file)} in ${said(backup)} (${asCommand(backup)}; budget ≤ 30 s, ≤ 500 MB)`,
    ],
    ['restore SQLite demo', `${said(restore)} (${asCommand(restore)}; budget ≤ 30 s)`],
    ['restored shop ready', seconds(ready)],
  ];
  const failed: string[] = [];
  for (const [name, run] of [
    ['backup', backup],
    ['restore', restore],
  ] as const) {
    if (run.seconds > BUDGET_S || run.peakMb > MEMORY_BUDGET_MB) failed.push(`${name} SQLite`);
  }
  await postgresFigures(rows);
  return { rows, failed, notes: [backup.output.trim(), restore.output.trim()] };
}

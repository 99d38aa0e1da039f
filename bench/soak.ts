import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flatness, percentile, windowsNote, type Series } from './soak-verdict.ts';
import { KINDS, Shoppers, type Kind } from './soak-traffic.ts';
import { root, waitFor, type Figures } from './support.ts';

/**
 * The soak: the built shop on a fresh DATA_DIR under a steady mix of browsing and checkout for
 * SOAK_MINUTES (30 unless set), sampled each minute: its resident memory (/proc), its live heap
 * after a full collection and its event loop's delay (bench/soak-probe.mjs, loaded into it), the
 * time /healthz takes to answer (the delay seen from outside), and each kind of request's p50 and
 * p99. It passes when nothing failed and each figure is flat (bench/soak-verdict.ts).
 * SOAK_RATE sets the browsing requests a second (24); a member's checkout (about six requests)
 * starts every SOAK_CHECKOUT_SECONDS (2).
 */
const PORT = 4392;
const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const RATE = Number(process.env.SOAK_RATE ?? 24);
const CHECKOUT_EVERY_MS = Number(process.env.SOAK_CHECKOUT_SECONDS ?? 2) * 1000;
const MEMBERS = 12;
const MB = 1024 * 1024;

interface Minute {
  requests: number;
  errors: number;
  timings: Map<Kind | 'healthz', number[]>;
}

interface ProbeSample {
  loop: { p50: number; p99: number; max: number };
  rss: number;
  heapUsed: number;
}

const emptyMinute = (): Minute => ({ requests: 0, errors: 0, timings: new Map() });

/** The resident memory the kernel counts for the process, in bytes. */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return Number(kB) * 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `fire` `perSecond` times a second, on schedule whether or not earlier calls are done. */
async function steady(perSecond: number, until: number, fire: () => void): Promise<void> {
  const gap = 1000 / perSecond;
  for (let next = performance.now(); Date.now() < until; next += gap) {
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
    fire();
  }
}

export async function soakFigures(): Promise<Figures> {
  if (!Number.isInteger(MINUTES) || MINUTES < 3) {
    throw new Error(
      `SOAK_MINUTES must be a whole number of 3 or more (it is ${process.env.SOAK_MINUTES}): minute 1 warms the shop up, and the verdict compares two later windows`,
    );
  }
  console.log(
    `soak: ${MINUTES} minutes (SOAK_MINUTES), ${RATE} browsing requests/s, a checkout every ${CHECKOUT_EVERY_MS / 1000} s, on ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'SQLite'}; times in ms`,
  );
  const dataDir = path.join(root, '.bench', 'soak');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const shop = spawn(
    process.execPath,
    ['--expose-gc', '--import', './bench/soak-probe.mjs', 'dist-server/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        // Each member comes from an address of their own, as the shop's limits expect.
        TRUST_PROXY: '127.0.0.1',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const probe = () =>
    new Promise<ProbeSample>((resolve) => {
      shop.once('message', (sample) => resolve(sample as ProbeSample));
      shop.send('sample');
    });
  const origin = `http://127.0.0.1:${PORT}`;
  const pending = new Set<Promise<void>>();
  try {
    await waitFor(`${origin}/readyz`);
    let minute = emptyMinute();
    const firstErrors: string[] = [];
    const record = {
      timing(kind: Kind | 'healthz', ms: number) {
        minute.requests++;
        const list = minute.timings.get(kind) ?? [];
        list.push(ms);
        minute.timings.set(kind, list);
      },
      error(kind: Kind, what: string) {
        minute.errors++;
        if (firstErrors.length < 10) firstErrors.push(`${kind}: ${what}`);
      },
    };
    const shoppers = new Shoppers(origin, record);
    await shoppers.prepare(MEMBERS);
    const track = (work: Promise<void>) => {
      pending.add(work);
      void work.finally(() => pending.delete(work));
    };

    await probe(); // the delay and heap of the preparation are not the soak's
    minute = emptyMinute();
    const rows: Sample[] = [];
    const started = Date.now();
    const until = started + MINUTES * 60_000;
    const browsing = steady(RATE, until, () => track(shoppers.browse()));
    const checkouts = steady(1000 / CHECKOUT_EVERY_MS, until, () => track(shoppers.checkout()));
    const healthz = steady(1, until, () =>
      track(
        (async () => {
          const at = performance.now();
          const response = await fetch(`${origin}/healthz`);
          await response.arrayBuffer();
          record.timing('healthz', performance.now() - at);
          if (!response.ok) record.error('home', `/healthz: HTTP ${response.status}`);
        })(),
      ),
    );
    for (let n = 1; n <= MINUTES; n++) {
      await sleep(started + n * 60_000 - Date.now());
      const sampled = await probe();
      const row = sampleOf(n, minute, sampled, residentBytes(shop.pid!));
      minute = emptyMinute();
      rows.push(row);
      printRow(row, n === 1);
    }
    await Promise.all([browsing, checkouts, healthz]);
    await Promise.all(pending);
    // A checkout still under way at the end fails into the last minute.
    rows.at(-1)!.errors += minute.errors;
    return verdict(rows, firstErrors);
  } finally {
    shop.kill('SIGTERM');
  }
}

interface Sample {
  minute: number;
  requests: number;
  errors: number;
  rssMb: number;
  heapMb: number;
  loopP99: number;
  loopMax: number;
  /** The machine's load average over the last minute: other work than the shop's. */
  load: number;
  healthzP99: number;
  kinds: Map<Kind, { p50: number; p99: number }>;
  timings: Map<Kind | 'healthz', number[]>;
}

function sampleOf(n: number, minute: Minute, probe: ProbeSample, rss: number): Sample {
  const kinds = new Map<Kind, { p50: number; p99: number }>();
  for (const kind of KINDS) {
    const values = minute.timings.get(kind) ?? [];
    kinds.set(kind, { p50: percentile(values, 50), p99: percentile(values, 99) });
  }
  return {
    minute: n,
    requests: minute.requests,
    errors: minute.errors,
    rssMb: rss / MB,
    heapMb: probe.heapUsed / MB,
    loopP99: probe.loop.p99,
    loopMax: probe.loop.max,
    load: os.loadavg()[0]!,
    healthzP99: percentile(minute.timings.get('healthz') ?? [], 99),
    kinds,
    timings: minute.timings,
  };
}

const fixed = (value: number, digits = 1) => (Number.isNaN(value) ? '-' : value.toFixed(digits));

function printRow(row: Sample, header: boolean): void {
  if (header) {
    const kinds = KINDS.map((kind) => `${kind} p50/p99`.padStart(16)).join('');
    console.log(
      `${'min'.padStart(3)}${'req'.padStart(6)}${'err'.padStart(4)}${'rss MB'.padStart(8)}${'heap MB'.padStart(8)}${'loop p99'.padStart(9)}${'loop max'.padStart(9)}${'healthz p99'.padStart(12)}${kinds}${'load'.padStart(6)}`,
    );
  }
  const kinds = KINDS.map((kind) => {
    const { p50, p99 } = row.kinds.get(kind)!;
    return `${fixed(p50)}/${fixed(p99)}`.padStart(16);
  }).join('');
  console.log(
    `${String(row.minute).padStart(3)}${String(row.requests).padStart(6)}${String(row.errors).padStart(4)}${fixed(row.rssMb).padStart(8)}${fixed(row.heapMb).padStart(8)}${fixed(row.loopP99).padStart(9)}${fixed(row.loopMax).padStart(9)}${fixed(row.healthzP99).padStart(12)}${kinds}${fixed(row.load).padStart(6)}`,
  );
}

function verdict(rows: Sample[], firstErrors: string[]): Figures {
  const series: Series[] = [
    { name: 'resident memory', unit: 'MB', kind: 'memory', values: rows.map((r) => r.rssMb) },
    { name: 'live heap', unit: 'MB', kind: 'memory', values: rows.map((r) => r.heapMb) },
    { name: 'event-loop delay p99', unit: 'ms', kind: 'delay', values: rows.map((r) => r.loopP99) },
    {
      name: '/healthz p99',
      unit: 'ms',
      kind: 'delay',
      values: rows.map((r) => r.healthzP99),
      timings: rows.map((r) => r.timings.get('healthz') ?? []),
    },
    ...KINDS.map((kind): Series => ({
      name: `${kind} p99`,
      unit: 'ms',
      kind: 'latency',
      values: rows.map((r) => r.kinds.get(kind)!.p99),
      timings: rows.map((r) => r.timings.get(kind) ?? []),
    })),
  ];
  const checks = series.map(flatness);
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const requests = rows.reduce((sum, r) => sum + r.requests, 0);
  const failed = [
    ...(errors ? ['soak errors'] : []),
    ...checks.filter((check) => !check.flat).map((check) => `soak ${check.name}`),
  ];
  return {
    rows: [
      ['soak requests', `${requests} in ${rows.length} min, ${errors} errors (budget 0)`],
      ...checks.map((check): [string, string] => [`soak ${check.name}`, check.text]),
      ['soak verdict', failed.length ? `NOT FLAT: ${failed.join(', ')}` : 'flat, no errors'],
    ],
    failed,
    notes: [
      windowsNote(rows.length),
      ...busyNote(rows),
      ...firstErrors.map((error) => `  soak error: ${error}`),
    ],
  };
}

/** A machine busy with other work makes the tails its own: say so. */
function busyNote(rows: Sample[]): string[] {
  const cores = os.availableParallelism();
  const busiest = Math.max(...rows.map((row) => row.load));
  return busiest > cores
    ? [
        `soak: the machine's load average reached ${busiest.toFixed(1)} on ${cores} cores: other work shares the cores, and the p99s measure it too`,
      ]
    : [];
}

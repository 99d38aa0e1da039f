import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { deployBuild } from './deploy';
import { roundRobin } from './round-robin';

// Two instances of one deployed build over one fresh PostgreSQL database, started at the same
// instant, behind a balancer that alternates between them on every request: the shop that the
// walk in e2e/cluster uses. Started by playwright.cluster.config.ts; stopping it stops both
// instances gracefully and drops the database.

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('the two-instance walk needs TEST_DATABASE_URL=postgres://…');
const port = Number(process.env.CLUSTER_PORT ?? 4330);
const ports = [port + 1, port + 2];
const root = process.cwd();
const home = path.join(root, '.e2e', 'cluster');

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function ready(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const reply = await fetch(url).catch(() => null);
    if (reply?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never became ready`);
}

const database = `cluster_${randomBytes(5).toString('hex')}`;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;

// CI keeps the deployment's production install in its cache between clones (SHOP_CI_CACHE): the
// install builds better-sqlite3 from source when its prebuilt binary cannot be downloaded.
const deployed = process.env.SHOP_CI_CACHE
  ? path.join(process.env.SHOP_CI_CACHE, 'cluster-deploy')
  : path.join(home, 'deploy');
deployBuild(root, deployed);
await onAdmin(`create database ${database} template template0 encoding 'UTF8'`);

const instances: ChildProcess[] = ports.map((instancePort, index) => {
  const dataDir = path.join(home, `instance-${index}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return spawn(process.execPath, ['dist-server/main.js'], {
    cwd: deployed,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      PORT: String(instancePort),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
});
const balancer = roundRobin(ports);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  balancer.close();
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((resolve) => {
          if (instance.exitCode !== null) return resolve();
          instance.once('exit', () => resolve());
          instance.kill('SIGTERM');
        }),
    ),
  );
  await onAdmin(`drop database if exists ${database} with (force)`);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
for (const instance of instances) {
  instance.once('exit', (code) => {
    if (!stopping) console.error(`an instance of the shop exited with code ${code}`);
  });
}

await Promise.all(ports.map((instancePort) => ready(`http://127.0.0.1:${instancePort}/readyz`)));
balancer.listen(port, '127.0.0.1');

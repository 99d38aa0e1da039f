import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The machine's PostgreSQL installation, whose server this suite runs a cluster of. */
const BIN = process.env.FAULTS_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** initdb and postgres refuse root: as root, the cluster belongs to this user. */
const OWNER = 'postgres';

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/<database>`. */
  url(database: string): string;
  port: number;
  /** A fast restart: connections are cut, the server is back when it returns. */
  restart(): Promise<void>;
  /** A fast stop: connections are cut and new ones refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (if running) and deletes the cluster. */
  destroy(): Promise<void>;
}

/** Why a private cluster cannot run here, or null when it can. */
export function privatePostgresMissing(): string | null {
  for (const tool of ['initdb', 'pg_ctl', 'postgres']) {
    if (!fs.existsSync(path.join(BIN, tool))) return `${path.join(BIN, tool)} is not installed`;
  }
  if (process.getuid?.() === 0) {
    try {
      fs.accessSync('/usr/sbin/runuser', fs.constants.X_OK);
    } catch {
      return 'runuser is missing, and initdb refuses to run as root';
    }
    if (!userExists(OWNER)) return `there is no "${OWNER}" user to run initdb as`;
  }
  return null;
}

function userExists(name: string): boolean {
  return fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .some((line) => line.startsWith(`${name}:`));
}

function asOwner(command: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  const tool = path.join(BIN, command);
  if (process.getuid?.() === 0) return run('runuser', ['-u', OWNER, '--', tool, ...args]);
  return run(tool, args);
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL cluster of the suite's own in a temporary folder, listening on a free port of
 * 127.0.0.1 and on a unix socket in that folder, trusting local connections: a database this
 * suite may stop and restart, which the machine's shared one is not.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-faults-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  const logFile = path.join(root, 'server.log');
  fs.mkdirSync(socketDir);
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', OWNER]);
    const { stdout: group } = await run('id', ['-g', OWNER]);
    for (const dir of [root, socketDir]) fs.chownSync(dir, Number(stdout), Number(group));
  }
  const port = await freePort();
  const pgCtl = (...args: string[]) =>
    asOwner('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', ...args]);
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  let running = false;
  try {
    await asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    await pgCtl('-o', options, 'start');
    running = true;
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async () => {
      await pgCtl('-m', 'fast', '-o', options, 'restart');
      running = true;
    },
    stop: async () => {
      await pgCtl('-m', 'fast', 'stop');
      running = false;
    },
    start: async () => {
      await pgCtl('-o', options, 'start');
      running = true;
    },
    destroy: async () => {
      // Whatever the suite left it in, no server outlives it.
      if (running || fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
        await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      }
      running = false;
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { builtServerEntry } from './built-server';

export interface OutputLine {
  stream: 'stdout' | 'stderr';
  text: string;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`: where it listens. */
  origin: string;
  port: number;
  /** Every line the process wrote so far, in order. */
  lines: OutputLine[];
  /** The exit code (null when a signal ended it), once it has exited. */
  exited: Promise<number | null>;
  /** Whether it is still running. */
  running(): boolean;
  signal(name: NodeJS.Signals): void;
  /** The first JSON line (written or still to come) for which `match` holds. */
  waitForLine(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Ends it with SIGKILL if it still runs. */
  kill(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

function parsed(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The server started as an operator starts it, in a process of its own, on a free port of
 * 127.0.0.1, with `LOG_LEVEL=info` (its log says where it listens); answers once it listens.
 * The built server runs, as `npm start` runs it; this is the one place that says how it is started.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [builtServerEntry('main')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: OutputLine[] = [];
  const waiters: {
    match: (line: Record<string, unknown>) => boolean;
    found(line: object): void;
  }[] = [];
  // 'close' comes once the process has exited and its output has been read to the end.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  for (const stream of ['stdout', 'stderr'] as const) {
    readline.createInterface({ input: child[stream] }).on('line', (text) => {
      lines.push({ stream, text });
      const line = parsed(text);
      if (!line) return;
      for (const waiter of waiters.filter((w) => w.match(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.found(line);
      }
    });
  }
  const waitForLine = (match: (line: Record<string, unknown>) => boolean) => {
    const written = lines.map((line) => parsed(line.text)).find((line) => line && match(line));
    if (written) return Promise.resolve(written);
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      waiters.push({ match, found: resolve });
      void exited.then((code) =>
        reject(
          new Error(`the server exited (${code}) first:\n${lines.map((l) => l.text).join('\n')}`),
        ),
      );
    });
  };
  const listening = await waitForLine(
    (line) => typeof line.msg === 'string' && line.msg.startsWith('Server listening at'),
  );
  const origin = String(listening.msg).replace('Server listening at ', '');
  return {
    origin,
    port: Number(new URL(origin).port),
    lines,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    signal: (name) => child.kill(name),
    waitForLine,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

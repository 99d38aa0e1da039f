import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What one part of the bench measured: rows of figures, the budgets that failed, and notes. */
export interface Figures {
  rows: [string, string][];
  failed: string[];
  notes: string[];
}

export const root = path.resolve(import.meta.dirname, '..');
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Runs a script of the bench with tsx, or the built shop (`dist-server/*.js`) with plain node. */
export function start(script: string, env: Record<string, string>): ChildProcess {
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The shop on its own port with a fresh data directory `.bench/<name>`, answering once it is
 * ready; `stop` ends it.
 */
export async function startShop(port: number, name: string) {
  const dataDir = path.join(root, '.bench', name);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = start('dist-server/main.js', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  });
  const origin = `http://127.0.0.1:${port}`;
  const api = (route: string) => `${origin}/api?_mall_id=2&r=${route}`;
  try {
    await waitFor(api('api/search/hot-list'));
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { origin, api, stop: () => child.kill('SIGTERM') };
}

/** The middle value (of an odd count; the lower middle of an even one). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export function printFigures(figures: Figures): void {
  for (const [name, value] of figures.rows) console.log(`${name.padEnd(34)} ${value}`);
  for (const note of figures.notes) console.log(note);
}

/** The register form of a new member of the bench's traffic, with the code the sandbox sent. */
export function registrationForm(mobile: string, smsCode: string): Record<string, string> {
  const password = 'Maison2026';
  return {
    title: 'Ms.',
    last_name: '林',
    first_name: '雅',
    birthday: '1990-05-01',
    country: '中国',
    city: '上海',
    email: `${mobile}@example.com`,
    mobile,
    sms_code: smsCode,
    password,
    password_confirm: password,
    privacy: '1',
  };
}

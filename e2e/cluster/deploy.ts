import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SHIPPED = ['package.json', 'package-lock.json', 'dist', 'dist-server'];

function digestOf(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/**
 * Deploys the build as an operator would: the built app and server with package.json and its
 * lock, and only the production dependencies (`npm install --omit=dev`), in a folder of its own.
 * No source, tsx, vite or TypeScript: the shop must start from that alone. An install of the same
 * lock file is kept between runs on one machine.
 */
export function deployBuild(root: string, target: string): void {
  const lock = path.join(target, 'package-lock.json');
  const installed =
    fs.existsSync(path.join(target, 'node_modules')) &&
    fs.existsSync(lock) &&
    digestOf(lock) === digestOf(path.join(root, 'package-lock.json'));
  for (const entry of SHIPPED)
    fs.rmSync(path.join(target, entry), { recursive: true, force: true });
  if (!installed) fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const entry of SHIPPED) {
    fs.cpSync(path.join(root, entry), path.join(target, entry), { recursive: true });
  }
  if (installed) return;
  execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: target,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

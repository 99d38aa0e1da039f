import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The suites that start the shop in a process of its own start it as an operator does: the
// built server (`npm start`, `npm run shop`), built first when it is missing or older than its
// sources. Compiling the sources in every such process cost seconds each.

const root = path.resolve(import.meta.dirname, '../..');

/** `dist-server/<entry>.js`, for `node` to run. */
export function builtServerEntry(entry: 'main' | 'cli'): string {
  return path.join(root, 'dist-server', `${entry}.js`);
}

/** Vitest's global setup: builds the server once for the run when its build is out of date. */
export default function ensureBuiltServer(): void {
  const result = spawnSync(process.execPath, ['build/ensure-build.mjs', 'server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the server could not be built for the suites');
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The built app's shell, as small as a shell can be. */
export const SHELL = '<!doctype html><html><head><title>MAISON</title></head><body></body></html>';

/**
 * A built app of the barest kind in a folder of its own (its `DIST_DIR`): the shell, the service
 * worker and the hashed files given (`assets/...`: contents). `remove` deletes it.
 */
export function fakeAppBuild(assets: Record<string, string> = {}): {
  distDir: string;
  remove(): void;
} {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(distDir, 'service-worker.js'), 'self.skipWaiting();');
  for (const [file, content] of Object.entries(assets)) {
    fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    fs.writeFileSync(path.join(distDir, file), content);
  }
  return { distDir, remove: () => fs.rmSync(distDir, { recursive: true, force: true }) };
}

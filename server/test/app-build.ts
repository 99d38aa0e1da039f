import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The built app's shell, as small as a shell can be. */
export const SHELL = '<!doctype html><html><head><title>MAISON</title></head><body></body></html>';

const FRAME_ELEMENT = /<script id="opening-frame" type="application\/json">(.*?)<\/script>/;

/** The frame's data a page's document carries (`#opening-frame`), or null without it. */
export function frameDataOf(html: string): unknown {
  const json = FRAME_ELEMENT.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

/** A page's document without the frame's data, which every page carries; throws without it. */
export function withoutFrameData(html: string): string {
  if (!FRAME_ELEMENT.test(html)) throw new Error('the document carries no frame data');
  return html.replace(FRAME_ELEMENT, '');
}

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

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/harness';

// The console's preview frame may show a campaign's or a story's page of the shop (its own
// origin only, never stored); the pages shoppers open are framed by no one.

const frameAncestors = (header: unknown) =>
  /frame-ancestors ([^;]+)/.exec(String(header))?.[1]?.trim();

describe('the campaigns’ pages in the console’s preview', () => {
  let shop: TestShop;
  beforeAll(async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    shop = await createTestShop('sqlite', { DIST_DIR: distDir });
  });
  afterAll(() => shop.close());

  it('are framed by the console only in their preview mode', async () => {
    for (const url of [
      '/advertising/homePage?id=1&preview=topic',
      '/mobile/advertising/advertisingHome?id=1&preview=topic',
      '/advertising/details?id=1&preview=topic-news',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(frameAncestors(response.headers['content-security-policy']), url).toBe("'self'");
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of ['/advertising/homePage?id=1', '/advertising/details?id=1&preview=home']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(frameAncestors(response.headers['content-security-policy']), url).toBe("'none'");
    }
  });
});

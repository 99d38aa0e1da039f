import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/harness';

// Documents carry HTML written by the house's editors; whatever slipped past both cleanings
// still may not run, because the pages forbid inline and foreign scripts.

function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('the shop’s pages', () => {
  let shop: TestShop;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    shop = await createTestShop('sqlite', { DIST_DIR: distDir });
  });
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('forbid inline scripts, foreign scripts and plugins on every page path', async () => {
    for (const url of [
      '/',
      '/otherPages/richText?code=x',
      '/pc/otherPages/privacyPolicy',
      '/mobile/otherPages/commonProblem',
      '/test',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      for (const values of csp.values()) expect(values, url).not.toContain("'unsafe-eval'");
    }
  });

  it('let only the console, on the shop’s own origin, frame its previews', async () => {
    for (const url of [
      '/?preview=home',
      '/?preview=popup',
      '/otherPages/returnPolicy?preview=document',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).not.toContain('opening-home');
    }
    const shopper = await shop.app.inject({ method: 'GET', url: '/otherPages/returnPolicy' });
    const csp = directives(String(shopper.headers['content-security-policy']));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('let pictures come from the shop only, as cleaned documents expect', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/otherPages/docx' });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});

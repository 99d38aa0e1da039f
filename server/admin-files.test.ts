import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import { admin, signedInStaff } from './modules/staff/staff-fixtures';
import { test } from './test/fixtures';
import { SHELL, fakeAppBuild } from './test/app-build';

// The merchant console is served beside the shopper's app, from its own build: its page for
// every address under /admin but the calls, which still answer as calls.

const CONSOLE_PAGE =
  '<!doctype html><html><head><title>MAISON 管理后台</title>' +
  '<script type="module" src="/admin/assets/index-c0ffee.js"></script></head>' +
  '<body><div id="console"></div></body></html>';

function fakeConsoleBuild() {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-admin-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), CONSOLE_PAGE);
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets', 'index-c0ffee.js'), 'export {};');
  return { distDir, remove: () => fs.rmSync(distDir, { recursive: true, force: true }) };
}

describe('the merchant console', () => {
  const shopBuild = fakeAppBuild({ 'assets/app-5f1c2b.js': 'export {};' });
  const consoleBuild = fakeConsoleBuild();
  test.override({
    shopEnv: { DIST_DIR: shopBuild.distDir, ADMIN_DIST_DIR: consoleBuild.distDir },
  });
  afterAll(() => {
    shopBuild.remove();
    consoleBuild.remove();
  });

  test('is its page at /admin and at every console address, never kept', async ({ shop }) => {
    for (const url of ['/admin', '/admin/', '/admin/staff', '/admin/audit?page=2', '/admin/a/b']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(CONSOLE_PAGE);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  test('serves its hashed files for a year, and no page for a file it lacks', async ({ shop }) => {
    const file = await shop.app.inject({ method: 'GET', url: '/admin/assets/index-c0ffee.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('export {};');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/admin/assets/gone-123abc.js', '/admin/favicon.ico']) {
      const missing = await shop.app.inject({ method: 'GET', url, headers: { language: 'en' } });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).not.toContain('<html');
    }
  });

  test('leaves the console calls to the calls', async ({ shop }) => {
    const anonymous = await admin(shop.app, 'GET', '/me', { lang: 'cn' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'staffSignInNeeded', msg: '请先登录管理后台' });
    const owner = await signedInStaff(shop, 'owner');
    const me = await admin<{ account: string }>(shop.app, 'GET', '/me', { cookie: owner.cookie });
    expect(me.status).toBe(200);
    expect(me.body.data.account).toBe(owner.account);
    for (const method of ['GET', 'POST'] as const) {
      const unknown = await admin(shop.app, method, '/no-such-call', { cookie: owner.cookie });
      expect(unknown.status, method).toBe(404);
      expect(unknown.body, method).toMatchObject({
        code: 'staffUnknownCall',
        msg: 'Unknown console call',
      });
    }
  });

  test("keeps the shopper's pages as they were, with nothing of the console", async ({ shop }) => {
    for (const url of ['/', '/cart', '/administration']) {
      const { body } = await shop.app.inject({ method: 'GET', url });
      // The shell as built (the home page adds its opening pictures), never the console's.
      expect(body.startsWith(SHELL.slice(0, SHELL.indexOf('</head>'))), url).toBe(true);
      expect(body.includes('/admin'), url).toBe(false);
    }
    const worker = await shop.app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).not.toContain('admin');
  });
});

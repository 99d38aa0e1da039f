import { expect, test } from '@playwright/test';
import { englishOn, expectAccessible } from './documents-support';

// These pages run under the service worker, as a shopper's do.
test.use({ serviceWorkers: 'allow' });

test('/test shows what support staff need and copies it as a report', async ({
  page,
  context,
  baseURL,
  isMobile,
}, testInfo) => {
  const english = await englishOn('mobile', { context, baseURL }, testInfo);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/test');
  await expect(
    page.getByRole('heading', { level: 1, name: english ? 'Diagnostics' : '诊断信息' }),
  ).toBeVisible();
  const sections = english
    ? ['Build and language', 'Screen', 'Browser', 'Network', 'Service worker', 'Caches and storage']
    : ['版本与语言', '屏幕', '浏览器', '网络', 'Service Worker', '缓存与存储'];
  for (const name of sections) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  const screen = page.getByRole('region', { name: english ? 'Screen' : '屏幕' });
  await expect(screen).toContainText(
    isMobile ? (english ? 'Narrow' : '窄屏') : english ? 'Wide' : '宽屏',
  );
  await expect(screen).toContainText(isMobile ? '390 × 844 px' : '1280 × 800 px');
  const network = page.getByRole('region', { name: english ? 'Network' : '网络' });
  await expect(network).toContainText(english ? /Reachable in \d+ ms/ : /可访问，耗时 \d+ 毫秒/);

  await page.getByRole('button', { name: english ? 'Copy report' : '复制报告' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    english ? 'The report is copied' : '报告已复制',
  );
  const report = await page.evaluate(() => navigator.clipboard.readText());
  expect(report).toMatch(/^MAISON diagnostics /);
  expect(report).toContain(`language: ${english ? 'en' : 'cn'}`);
  expect(report).toContain(isMobile ? 'screen: narrow 390×844' : 'screen: wide 1280×800');
  expect(report).toMatch(/API: reachable in \d+ ms \(open\)/);
  expect(report).not.toMatch(/access_token|userInfo/);
  await expectAccessible(page);
});

// What a refused copy says does not depend on the screen: checked once.
test('/test says so when the browser cannot copy', { tag: '@desktop' }, async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto('/test');
  await page.getByRole('button', { name: '复制报告' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('浏览器无法复制到剪贴板');
});

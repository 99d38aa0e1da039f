import { expect, test } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { addedByOperator, desktopShot, signInFirstTime } from './admin-support';

// The console's home page against the real shop: a manager retitles the first banner slide in
// both languages as a draft, previews it on a phone and on a desktop in each language (shoppers
// still see the page as it was), publishes it, and a shopper's home page shows it; then prepares
// a popup.

test.describe.configure({ timeout: 120_000 });

test('a manager edits the home page, previews it and publishes it to the shoppers', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now().toString(36).slice(-5);
  const titles = { cn: `冬日新篇 ${stamp}`, en: `A Winter Chapter ${stamp}` };
  const manager = await addedByOperator('manager');
  await signInFirstTime(page, manager);
  await page
    .getByRole('menu', { name: '后台菜单' })
    .getByRole('menuitem', { name: '内容管理' })
    .click();
  await expect(page).toHaveURL(/\/admin\/content$/);

  // The first banner's first slide, in Chinese and in English.
  const slide = (lang: string) =>
    page.getByLabel(new RegExp(`^轮播图 \\d+ · 第 1 张轮播图 · 标题 \\(${lang}\\)$`)).first();
  await slide('中文').fill(titles.cn);
  await slide('English').fill(titles.en);
  await expect(page.getByText('有未保存的修改')).toBeVisible();
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByTestId('home-state')).toContainText(`草稿由 ${manager.account}`);
  await desktopShot(page, testInfo.outputPath('content-home-edit.png'));

  // The preview: the shop's own page showing the draft, on a phone, then a desktop in English.
  await page.getByRole('tab', { name: '预览' }).click();
  const phone = page.frameLocator('iframe[title="手机上的首页"]');
  await expect(phone.getByText(titles.cn).first()).toBeAttached();
  await desktopShot(page, testInfo.outputPath('content-home-preview-phone.png'));
  await page.getByRole('radiogroup', { name: '屏幕' }).getByText('电脑').click();
  await page.getByRole('radiogroup', { name: '预览语言' }).getByText('English').click();
  const desktop = page.frameLocator('iframe[title="电脑上的首页"]');
  await expect(desktop.getByText(titles.en).first()).toBeAttached();
  await desktopShot(page, testInfo.outputPath('content-home-preview-desktop.png'));

  // Published, in the console's English.
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .locator('.ant-popconfirm')
    .filter({ hasText: 'Publish the draft?' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByTestId('home-state')).toHaveText('Published, no draft');

  // A popup prepared hidden (the shoppers' pages are other suites' to test).
  await page.getByRole('tab', { name: 'Popups' }).click();
  await page.getByRole('button', { name: 'Add a popup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a popup' });
  await dialog.getByLabel('Heading · 中文').fill(`年末礼遇 ${stamp}`);
  await dialog.getByLabel('Heading · English').fill(`Year-end gifts ${stamp}`);
  await dialog.getByLabel('Link').fill('/productList');
  await dialog.getByRole('switch', { name: 'Shown to shoppers' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: `Year-end gifts ${stamp}` });
  await expect(row).toContainText(`年末礼遇 ${stamp}`);
  await expect(row).toContainText('Hidden');
  await desktopShot(page, testInfo.outputPath('content-popups.png'));

  // A shopper's home page, in each language, within the few seconds public replies are kept.
  const shopper = await browser.newContext();
  try {
    for (const lang of ['en', 'cn'] as const) {
      await shopper.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: SHOP_URL }]);
      const shop = await shopper.newPage();
      await expect(async () => {
        await shop.goto('/');
        await expect(shop.getByText(titles[lang]).first()).toBeAttached({ timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      await shop.close();
    }
  } finally {
    await shopper.close();
  }
});

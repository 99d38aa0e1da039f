import { expect, test } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { addedByOperator, desktopShot, signInFirstTime } from './admin-support';

// The console's documents against the real shop: a manager adds a paragraph to the return policy
// in Chinese (with a script the shop leaves out), previews it on a phone and on a desktop, sees
// the page in English too, publishes it, and a shopper's return-policy page shows the new words.

test.describe.configure({ timeout: 120_000 });

test(
  'a manager edits the return policy, previews it and publishes it',
  { tag: '@shop-wide' },
  async ({ page, browser }, testInfo) => {
    const stamp = Date.now().toString(36).slice(-5);
    const line = `年末退换安排 ${stamp}：12 月 31 日前签收的商品可延长至 1 月 15 日退换。`;
    const manager = await addedByOperator('manager');
    await signInFirstTime(page, manager);
    await page
      .getByRole('menu', { name: '后台菜单' })
      .getByRole('menuitem', { name: '内容管理' })
      .click();
    await page.getByRole('tab', { name: '文档' }).click();
    await expect(page).toHaveURL(/\/admin\/content\?tab=documents$/);
    await desktopShot(page, testInfo.outputPath('documents-list.png'));
    await page.getByRole('link', { name: '退换货政策' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/documents\/returnPolicy$/);

    // A new first paragraph in Chinese, and a script the shop will not run.
    await expect(page.getByLabel('中文标题')).toHaveValue('退换货政策');
    const body = page.getByLabel('中文正文（HTML）');
    const before = await body.inputValue();
    await body.fill(`<p>${line}</p><script>window.ran = 1</script>${before}`);
    await page.getByRole('button', { name: '预览', exact: true }).click();
    await expect(page.getByText('脚本和不安全的标记已被去除')).toBeVisible();
    const phone = page.frameLocator('iframe[title="手机上的文档页面"]');
    await expect(phone.getByRole('heading', { level: 1, name: '退换货政策' })).toBeVisible();
    await expect(phone.getByText(line)).toBeVisible();
    await desktopShot(page, testInfo.outputPath('documents-preview-phone.png'));
    await page.getByRole('radiogroup', { name: '屏幕' }).getByText('电脑').click();
    const desktop = page.frameLocator('iframe[title="电脑上的文档页面"]');
    await expect(desktop.getByText(line)).toBeVisible();
    await desktopShot(page, testInfo.outputPath('documents-preview-desktop.png'));

    await page.getByRole('button', { name: '发布', exact: true }).click();
    await expect(page.getByText('文档已发布')).toBeVisible();

    // The console in English (it draws its pages again): the labels, and the English page.
    await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
    await expect(page.getByLabel('Title in Chinese')).toHaveValue('退换货政策');
    await expect(page.getByLabel('Body in Chinese (HTML)')).toHaveValue(
      new RegExp(`^<p>${line}</p>`),
    );
    await page.getByRole('tab', { name: 'English' }).click();
    await expect(page.getByLabel('Title in English')).toHaveValue('Returns & Refunds');

    // Words not yet published stay through a change of the console's language.
    await page.getByLabel('Title in English').fill('Returns & Refunds (draft)');
    await page
      .getByRole('radiogroup', { name: 'Language' })
      .getByText('中文', { exact: true })
      .click();
    await page.getByRole('tab', { name: 'English' }).click();
    await expect(page.getByLabel('英文标题')).toHaveValue('Returns & Refunds (draft)');
    await page.getByLabel('英文标题').fill('Returns & Refunds');
    await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
    await page.getByRole('tab', { name: 'English' }).click();
    await expect(page.getByLabel('Title in English')).toHaveValue('Returns & Refunds');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('radiogroup', { name: 'Screen' }).getByText('Desktop').click();
    await page
      .getByRole('radiogroup', { name: 'Language of the preview' })
      .getByText('English')
      .click();
    const english = page.frameLocator('iframe[title="The document on a desktop"]');
    await expect(
      english.getByRole('heading', { level: 1, name: 'Returns & Refunds' }),
    ).toBeVisible();
    await desktopShot(page, testInfo.outputPath('documents-preview-english.png'));

    // A shopper's return-policy page, within the few seconds public replies are kept.
    const shopper = await browser.newContext();
    try {
      await shopper.addCookies([{ name: 'lang', value: 'CN', url: SHOP_URL }]);
      const shop = await shopper.newPage();
      await expect(async () => {
        await shop.goto('/otherPages/returnPolicy');
        await expect(shop.getByText(line)).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      expect(await shop.evaluate(() => (window as { ran?: number }).ran)).toBeUndefined();
      await shop.screenshot({ path: testInfo.outputPath('documents-shopper.png') });
    } finally {
      await shopper.close();
    }
  },
);

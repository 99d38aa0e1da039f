import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { addedByOperator, desktopShot, signInFirstTime } from './admin-support';

// The console's menus and footer against the real shop: a manager renames the Gifts menu item
// and moves it first, renames a footer link, and a shopper's desktop page shows both; then the
// manager puts them back in the console's English.

test.describe.configure({ timeout: 180_000 });

/**
 * Opens the edit dialog of the table row showing these words, or these words with a test's stamp
 * (a try that stopped before putting its change back leaves one for the next).
 */
async function editRow(page: Page, words: string) {
  const named = page.getByText(new RegExp(`^${words}( [0-9a-z]{5})?$`));
  const row = page.getByRole('row').filter({ has: named });
  await row.getByRole('button').last().click();
}

test(
  'a manager renames and moves a menu item and a footer link; shoppers see it',
  { tag: '@shop-wide' },
  async ({ page, browser }, testInfo) => {
    const stamp = Date.now().toString(36).slice(-5);
    const gifts = { cn: `礼品 ${stamp}`, en: `Gifts ${stamp}` };
    const returns = { cn: `退换货 ${stamp}`, en: `Returns ${stamp}` };
    const manager = await addedByOperator('manager');
    await signInFirstTime(page, manager);
    await page
      .getByRole('menu', { name: '后台菜单' })
      .getByRole('menuitem', { name: '内容管理' })
      .click();

    // The Gifts item, renamed in both languages and moved before the others.
    await page.getByRole('tab', { name: '菜单' }).click();
    await editRow(page, 'Gifts');
    const item = page.getByRole('dialog', { name: '编辑菜单项' });
    const order = item.getByLabel('显示顺序');
    const wasOrder = await order.inputValue();
    await item.getByLabel('菜单名称 · 中文').fill(gifts.cn);
    await item.getByLabel('菜单名称 · English').fill(gifts.en);
    await order.fill('0');
    await item.getByRole('button', { name: '保 存' }).click();
    await expect(item).toBeHidden();
    await expect(page.getByRole('row').nth(1)).toContainText(gifts.cn);
    await desktopShot(page, testInfo.outputPath('content-menus-cn.png'));

    // The first footer link, renamed.
    await page.getByRole('tab', { name: '页脚' }).click();
    await editRow(page, 'Client Services');
    const group = page.getByRole('dialog', { name: '编辑页脚栏目' });
    await group.getByLabel('链接文字 · 中文').first().fill(returns.cn);
    await group.getByLabel('链接文字 · English').first().fill(returns.en);
    await desktopShot(page, testInfo.outputPath('content-footer-dialog-cn.png'));
    await group.getByRole('button', { name: '保 存' }).click();
    await expect(group).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: returns.cn })).toBeVisible();

    // A shopper's desktop page, in each language, within the seconds public replies are kept.
    // Each try is a new visitor: a device keeps the menus it was given for minutes, so a visitor
    // served the server's copy from just before the change would keep seeing it.
    for (const lang of ['en', 'cn'] as const) {
      await expect(async () => {
        const shopper = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        try {
          await shopper.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: SHOP_URL }]);
          const shop = await shopper.newPage();
          const first = shop.getByRole('navigation').locator('[data-menu-id]').first();
          const link = shop.locator('footer').getByRole('link', { name: returns[lang] });
          await shop.goto('/');
          await expect(first).toHaveText(gifts[lang], { timeout: 5_000 });
          // The footer loads once the page has settled and the shopper scrolls near it.
          await expect(async () => {
            await shop.mouse.wheel(0, 20_000);
            await expect(link).toBeVisible({ timeout: 1_000 });
          }).toPass({ timeout: 15_000 });
          await shop.screenshot({ path: testInfo.outputPath(`shop-${lang}.png`) });
        } finally {
          await shopper.close();
        }
      }).toPass({ timeout: 60_000 });
    }

    // Put back, in the console's English.
    await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
    await page.getByRole('tab', { name: 'Footer' }).click();
    await desktopShot(page, testInfo.outputPath('content-footer-en.png'));
    await editRow(page, 'Client Services');
    const groupEn = page.getByRole('dialog', { name: 'Edit the footer group' });
    await groupEn.getByLabel('Link text · 中文').first().fill('退换货政策');
    await groupEn.getByLabel('Link text · English').first().fill('Returns & Exchanges');
    await groupEn.getByRole('button', { name: 'Save' }).click();
    await expect(groupEn).toBeHidden();
    await page.getByRole('tab', { name: 'Menus' }).click();
    await desktopShot(page, testInfo.outputPath('content-menus-en.png'));
    await editRow(page, gifts.en);
    const itemEn = page.getByRole('dialog', { name: 'Edit the menu item' });
    await itemEn.getByLabel('Menu name · 中文').fill('礼品');
    await itemEn.getByLabel('Menu name · English').fill('Gifts');
    await itemEn.getByLabel('Display order').fill(wasOrder);
    await itemEn.getByRole('button', { name: 'Save' }).click();
    await expect(itemEn).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: 'Gifts' }).last()).toContainText(wasOrder);
  },
);

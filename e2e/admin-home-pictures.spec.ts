import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { SHOP_URL } from '../playwright.config';
import { addedByOperator, animationsEnded, signInFirstTime } from './admin-support';

// The home page's and the popups' pictures in the console, against the real shop: a manager
// uploads a banner slide's wide and phone pictures, previews the draft on a phone and a desktop,
// publishes it and a shopper's home page shows the new picture; then adds a popup with its
// picture, previews it as a shopper will see it on a phone and a desktop, saves it hidden and
// deletes it. In Chinese, then in English.

test.describe.configure({ timeout: 150_000 });

/** A picture file of this size and colour, as a staff member would choose it. */
async function pictureFile(name: string, width: number, height: number, red: number) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: red, g: 110, b: 80 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Chooses the file with the upload button named so; answers the stored picture's path. */
async function upload(
  page: Page,
  button: RegExp | string,
  file: Awaited<ReturnType<typeof pictureFile>>,
) {
  const chooser = page.waitForEvent('filechooser');
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/admin/api/content/pictures') && response.ok(),
  );
  await page.getByRole('button', { name: button }).first().click();
  await (await chooser).setFiles(file);
  const reply = (await (await stored).json()) as { data: { path: string } };
  return reply.data.path;
}

/** A picture of the page at 1440 × 900, once the console's animations are over. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await animationsEnded(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function openContent(page: Page) {
  const manager = await addedByOperator('manager');
  await signInFirstTime(page, manager);
  await page
    .getByRole('menu', { name: '后台菜单' })
    .getByRole('menuitem', { name: '内容管理' })
    .click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  return manager;
}

test('a manager uploads a banner picture, previews it and publishes it to the shoppers @shop-wide', async ({
  page,
  browser,
}, testInfo) => {
  await openContent(page);
  // A banner added without a slide is refused, naming it; it is taken away again.
  await page.getByRole('button', { name: '添加模块' }).click();
  await page.getByRole('menuitem', { name: '轮播图' }).click();
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText(/^第 \d+ 个模块“轮播图”没有轮播图：请至少添加一张$/)).toBeVisible();
  await page
    .getByRole('button', { name: /^移除轮播图 \d+$/ })
    .last()
    .click();
  await expect(page.getByText('有未保存的修改')).toBeHidden();

  const slide = /^上传轮播图 \d+ · 第 1 张轮播图：/;
  const wide = await upload(
    page,
    new RegExp(`${slide.source}电脑图片$`),
    await pictureFile('winter-wide.jpg', 1920, 1080, 30),
  );
  const phone = await upload(
    page,
    new RegExp(`${slide.source}手机图片$`),
    await pictureFile('winter-phone.jpg', 1080, 1440, 200),
  );
  const first = page.getByTestId(/^home-block-\d+-item-1$/).first();
  await expect(first.locator(`img[src*="${wide}"]`)).toBeVisible();
  await expect(first.locator(`img[src*="${phone}"]`)).toBeVisible();
  await expect(first).toContainText('1920 × 1080');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByTestId('home-state')).toContainText('草稿由');
  await first.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'homepics-home-editor');

  // The preview: the phone shows the phone picture, the desktop the wide one.
  await page.getByRole('tab', { name: '预览' }).click();
  const onPhone = page.frameLocator('iframe[title="手机上的首页"]');
  await expect(onPhone.locator(`img[src*="${phone}"]`).first()).toBeAttached();
  await shot(page, testInfo, 'homepics-home-preview-phone');
  await page.getByRole('radiogroup', { name: '屏幕' }).getByText('电脑').click();
  const onDesktop = page.frameLocator('iframe[title="电脑上的首页"]');
  await expect(onDesktop.locator(`img[src*="${wide}"]`).first()).toBeAttached();

  // Published, in the console's English; a shopper's desktop then shows the wide picture.
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .locator('.ant-popconfirm')
    .filter({ hasText: 'Publish the draft?' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByTestId('home-state')).toHaveText('Published, no draft');
  const shopper = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const shop = await shopper.newPage();
    await expect(async () => {
      await shop.goto(SHOP_URL);
      await expect(shop.locator(`img[src*="${wide}"]`).first()).toBeAttached({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await shopper.close();
  }
});

test('a manager adds a popup with its picture, previews it and deletes it', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString(36).slice(-5);
  const titles = { cn: `春日礼遇 ${stamp}`, en: `Spring gifts ${stamp}` };
  await openContent(page);
  await page.getByRole('tab', { name: '弹窗' }).click();
  await page.getByRole('button', { name: '添加弹窗' }).click();
  const dialog = page.getByRole('dialog', { name: '添加弹窗' });
  await animationsEnded(page);
  const picture = await upload(
    page,
    '上传弹窗图片',
    await pictureFile('spring.jpg', 1040, 1300, 120),
  );
  await expect(dialog.locator(`img[src*="${picture}"]`)).toBeVisible();
  await expect(dialog).toContainText('1040 × 1300');
  await dialog.getByLabel('标题 · 中文').fill(titles.cn);
  await dialog.getByLabel('标题 · English').fill(titles.en);
  await dialog.getByLabel('链接').fill('/productList');
  await dialog.getByRole('switch', { name: '对顾客显示' }).click();

  // The preview, before anything is saved: the shop's own popup on a phone, then a desktop.
  await dialog.getByRole('button', { name: '预览' }).click();
  const onPhone = page.frameLocator('iframe[title="手机上的弹窗"]');
  const shown = onPhone.getByRole('dialog', { name: titles.cn });
  await expect(shown).toBeVisible();
  await expect(shown.locator(`img[src*="${picture}"]`)).toBeAttached();
  await shot(page, testInfo, 'homepics-popup-dialog');
  await dialog.getByRole('radiogroup', { name: '屏幕' }).getByText('电脑').click();
  await dialog.getByRole('radiogroup', { name: '预览语言' }).getByText('English').click();
  const onDesktop = page.frameLocator('iframe[title="电脑上的弹窗"]');
  await expect(onDesktop.getByRole('dialog', { name: titles.en })).toBeVisible();

  await dialog.getByRole('button', { name: /^保 ?存$/ }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: titles.cn });
  await expect(row).toContainText(titles.en);
  await expect(row.locator(`img[src*="${picture}"]`)).toBeVisible();

  // Deleted in the console's English, once asked again.
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  await row.getByRole('button', { name: `Delete ${titles.cn}` }).click();
  const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Delete the popup' });
  await animationsEnded(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Popup deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});

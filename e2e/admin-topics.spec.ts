import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { SHOP_URL } from '../playwright.config';
import { addedByOperator, animationsEnded, chooseOption, signInFirstTime } from './admin-support';

// The console's campaigns against the real shop: a manager writes a new campaign in Chinese and
// English in a new collection of stories made beside it, uploads its pictures, adds a text block, previews it on a phone and a desktop, shows
// it to shoppers, and a shopper's /advertising page shows it. Placed last in the shop's order,
// it leaves the campaigns the shoppers' tests open first as they are.

test.describe.configure({ timeout: 150_000 });

/** A picture of the page at the size of a desktop's screen, once animations are over. */
async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await animationsEnded(page);
  await page.screenshot({ path: testInfo.outputPath(`topics-${name}.png`), fullPage });
}

const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test('a manager creates a campaign with a picture and a block, previews it and shows it', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now().toString(36).slice(-5);
  const titles = { cn: `冬日手记 ${stamp}`, en: `Winter notes ${stamp}` };
  const lines = {
    cn: `巴黎的冬天从工坊开始 ${stamp}`,
    en: `Winter in Paris starts at the atelier ${stamp}`,
  };
  const manager = await addedByOperator('manager');
  await signInFirstTime(page, manager);
  await page
    .getByRole('menu', { name: '后台菜单' })
    .getByRole('menuitem', { name: '内容管理' })
    .click();
  await page.getByRole('tab', { name: '专题' }).click();
  await expect(page).toHaveURL(/\/admin\/content\?tab=topics$/);
  await expect(page.getByRole('link', { name: /巴黎之冬/ })).toBeVisible();
  await shot(page, testInfo, 'list');

  // A new collection of stories for the campaign, made from the Topics tab.
  const collection = { cn: `工坊手记 ${stamp}`, en: `Atelier notes ${stamp}` };
  await page.getByRole('button', { name: '新建合集' }).click();
  const dialog = page.getByRole('dialog', { name: '新建文章合集' });
  await animationsEnded(page);
  await dialog.getByLabel('地址名').fill(`atelier-notes-${stamp}`);
  await dialog.getByLabel('合集名称 · 中文').fill(collection.cn);
  await dialog.getByLabel('描述 · 中文').fill('工坊里的一季故事');
  await dialog.getByLabel('合集名称 · English').fill(collection.en);
  await dialog.getByLabel('描述 · English').fill('A season of stories from the atelier');
  await dialog.getByLabel('显示顺序').fill('900000');
  // A dialog over the page: the screen as the team sees it.
  await shot(page, testInfo, 'collection', false);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('合集已保存')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(collection.cn, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `编辑合集${collection.cn}` }).click();
  const editing = page.getByRole('dialog', { name: '编辑文章合集' });
  await expect(editing.getByLabel('合集名称 · English')).toHaveValue(collection.en);
  await animationsEnded(page);
  await editing.getByRole('button', { name: /取\s*消/ }).click();
  await expect(editing).toBeHidden();

  await page.getByRole('button', { name: '新建专题' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/topics\/new$/);
  await page.getByLabel('地址名').fill(`winter-notes-${stamp}`);
  await page.getByLabel('标题 · 中文', { exact: true }).fill(titles.cn);
  await page.getByLabel('副标题 · 中文').fill('工坊里的一季');
  await page.getByLabel('文章合集', { exact: true }).click();
  await chooseOption(page, `${collection.cn} · ${collection.en}`);
  await page.getByRole('tab', { name: 'English' }).first().click();
  await page.getByLabel('标题 · English', { exact: true }).fill(titles.en);
  await page.getByLabel('副标题 · English').fill('A season in the atelier');

  // The pictures, uploaded as the shop's content pictures are.
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles({
    name: 'hero.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(1920, 820, '#6b4f3a'),
  });
  await expect(page.getByText('1920 × 820')).toBeVisible();
  await files.nth(1).setInputFiles({
    name: 'hero-phone.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(750, 1100, '#3a4f6b'),
  });
  await expect(page.getByText('750 × 1100')).toBeVisible();
  await page.getByLabel('显示顺序').fill('900000');
  await page.getByRole('switch', { name: '对顾客显示' }).click();

  // A text block in both languages.
  await page.getByRole('button', { name: '添加模块' }).hover();
  await animationsEnded(page);
  await page.getByRole('menuitem', { name: '正文' }).click();
  const block = page.getByTestId('topic-block-1');
  await block.getByLabel('正文 1: 标题 · 中文').fill('开篇');
  await block.getByLabel('正文 1: 正文 · 中文').fill(lines.cn);
  await block.getByLabel('正文 1: 标题 · English').fill('Opening');
  await block.getByLabel('正文 1: 正文 · English').fill(lines.en);

  await page.getByRole('button', { name: '预览', exact: true }).click();
  const phone = page.frameLocator('iframe[title="手机上的专题"]');
  await expect(phone.getByRole('heading', { level: 1, name: titles.cn })).toBeVisible();
  await expect(phone.getByText(lines.cn)).toBeVisible();
  await shot(page, testInfo, 'preview-phone');
  await page.getByRole('radiogroup', { name: '屏幕' }).getByText('电脑').click();
  const desktop = page.frameLocator('iframe[title="电脑上的专题"]');
  await expect(desktop.getByText(lines.cn)).toBeVisible();
  await shot(page, testInfo, 'preview');

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('专题已保存')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/topics\/\d+$/);
  const id = Number(/topics\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByText('已发布', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'editor');

  // The console in English: the same campaign, previewed in English.
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  await expect(page.getByLabel('Heading · 中文', { exact: true })).toHaveValue(titles.cn);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await page.getByRole('radiogroup', { name: 'Screen' }).getByText('Desktop').click();
  await page
    .getByRole('radiogroup', { name: 'Language of the preview' })
    .getByText('English')
    .click();
  const english = page.frameLocator('iframe[title="The campaign on a desktop"]');
  await expect(english.getByRole('heading', { level: 1, name: titles.en })).toBeVisible();
  await expect(english.getByText(lines.en)).toBeVisible();
  await shot(page, testInfo, 'preview-en');
  await page.getByRole('link', { name: 'Topics' }).click();
  await expect(page).toHaveURL(/\/admin\/content\?tab=topics$/);
  const row = page.getByRole('row', { name: new RegExp(titles.en) });
  await expect(row).toContainText('Published');
  await expect(row).toContainText(collection.en);
  await shot(page, testInfo, 'list-en');

  // A shopper's campaign page, within the few seconds public replies are kept.
  const shopper = await browser.newContext();
  try {
    await shopper.addCookies([{ name: 'lang', value: 'CN', url: SHOP_URL }]);
    const shop = await shopper.newPage();
    await expect(async () => {
      await shop.goto(`/advertising/homePage?id=${id}`);
      await expect(shop.getByRole('heading', { level: 1, name: titles.cn })).toBeVisible({
        timeout: 3_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(shop.getByText(lines.cn)).toBeVisible();
    await shop.goto('/advertising/homePage');
    await expect(shop.getByRole('link', { name: new RegExp(titles.cn) })).toBeVisible();
  } finally {
    await shopper.close();
  }
});

test('a manager opens a campaign and a story, and previews the story on a phone', async ({
  page,
}, testInfo) => {
  const manager = await addedByOperator('manager');
  await signInFirstTime(page, manager);
  await page
    .getByRole('menu', { name: '后台菜单' })
    .getByRole('menuitem', { name: '内容管理' })
    .click();
  await page.getByRole('tab', { name: '专题' }).click();

  // A demo campaign with every kind of block.
  await page.getByRole('link', { name: /巴黎之冬/ }).click();
  await expect(page).toHaveURL(/\/admin\/content\/topics\/\d+$/);
  await expect(page.getByLabel('标题 · 中文', { exact: true })).toHaveValue('巴黎之冬');
  await expect(page.getByTestId('topic-block-1')).toBeVisible();
  await shot(page, testInfo, 'editor-blocks');
  await page.getByRole('link', { name: '专题', exact: true }).click();

  await page.getByRole('link', { name: /午夜蓝/ }).click();
  await expect(page).toHaveURL(/\/admin\/content\/stories\/\d+$/);
  await expect(page.getByLabel('标题 · 中文', { exact: true })).toHaveValue('午夜蓝');
  await expect(page.getByLabel('正文 · 中文（HTML）')).toHaveValue(/<p>/);
  await page.getByRole('button', { name: '预览', exact: true }).click();
  const phone = page.frameLocator('iframe[title="手机上的文章"]');
  await expect(phone.getByRole('heading', { level: 1, name: '午夜蓝' })).toBeVisible();
  await shot(page, testInfo, 'story');
});

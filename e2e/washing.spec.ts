import { expect, test } from '@playwright/test';
import type { Store } from '../contract/store';
import { SHOP_URL } from '../playwright.config';
import { chooseBoutique, chooseWhenAndWhat } from './appointments-support';
import { CN, registerMember, signInAs } from './support';

// The washing service: from its home through the care services to a booked care.

test('a member books a care service from the washing home to its confirmation', async ({
  page,
}, testInfo) => {
  const member = await registerMember(page.request);
  await signInAs(page, member, SHOP_URL);
  const response = await page.request.get('/api', {
    params: { _mall_id: '2', r: 'api/store/list', service: 'washing' },
    headers: { language: 'cn' },
  });
  const store = ((await response.json()) as { data: { list: Store[] } }).data.list[0];
  if (!store) throw new Error('no boutique offers washing');
  // The phone's own page set on the phone, the shared pages on the desktop.
  const home = testInfo.project.name === 'mobile' ? '/mobile/otherPages/washing' : '/washing';

  await page.goto(home);
  await expect(page.getByRole('heading', { level: 1, name: '护理服务' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '服务流程' })).toBeVisible();
  await page.getByRole('link', { name: '了解护理服务' }).click();
  await expect(page).toHaveURL(new RegExp(`${home}/washingList$`));
  await page.getByRole('link', { name: '了解真丝护理' }).click();

  await expect(page).toHaveURL(new RegExp(`${home}/washingDetail\\?id=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: '真丝护理' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '护理步骤' })).toBeVisible();
  await expect(page.getByText('¥380.00 起')).toBeVisible();
  await page.getByRole('link', { name: '预约此项护理' }).click();

  await expect(page).toHaveURL(new RegExp(`${home}/washingStore\\?id=\\d+$`));
  const form = page.getByRole('form', { name: '预约护理' });
  await expect(form.getByLabel('服务类型', { exact: true })).toHaveValue('silk-care');
  const clothing = form.getByLabel('服装类型', { exact: true });
  await expect(clothing.getByRole('option', { name: '鞋履' })).toHaveCount(0);
  await chooseBoutique(form, 'cn', {
    country: store.country_code,
    province: store.province_code,
    city: store.city_code,
    id: store.id,
  });
  await chooseWhenAndWhat(form, 'cn', { clothing: '丝巾与围巾' });
  await form.getByRole('button', { name: '预约护理' }).click();

  await expect(page).toHaveURL(new RegExp(`${home}/washingSuccess\\?id=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: '您的护理服务已预约' })).toBeVisible();
  await expect(page.getByText(`真丝护理 · 丝巾与围巾`)).toBeVisible();
  await expect(page.getByText(store.name)).toBeVisible();
  await page.getByRole('link', { name: '我的预约' }).click();
  await expect(page.getByRole('article', { name: '真丝护理' })).toContainText('等待顾问回复');
});

test('an unknown washing step or page set is not found', async ({ page }) => {
  for (const path of ['/washing/washingCart', '/tablet/otherPages/washing/washingList']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: CN.notFound })).toBeVisible();
  }
});

import { expect, test, type Page } from '@playwright/test';
import type { Appointment, ReserveOptions } from '../contract/appointment';
import type { Store } from '../contract/store';
import { SHOP_URL } from '../playwright.config';
import {
  addedByOperator,
  animationsEnded,
  desktopShot,
  screenshots,
  signInFirstTime,
} from './admin-support';
import { callAs, onShopDatabase } from './orders-support';
import { registerMember, signInAs, type TestMember } from './support';

// The console's washing service and a boutique's closed day against the real shop: a member asks
// for a care through the shop's API; customer service finds the request by the member's mobile,
// prices it, moves its care on and sends the pick-up notice, which the member reads in the shop.
// A boutique's day is closed with a reason (the shopper's form no longer offers it, the booking
// on it stays listed) and opened again.

test.describe.configure({ timeout: 120_000 });

const shopDay = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function boutiques(page: Page, service: 'appointment' | 'washing'): Promise<Store[]> {
  const response = await page.request.get('/api', {
    params: { _mall_id: '2', r: 'api/store/list', service },
    headers: { language: 'cn' },
  });
  return ((await response.json()) as { data: { list: Store[] } }).data.list;
}

/** A booking of the service on a day with a place left (other suites book the same boutiques). */
async function bookOn(
  page: Page,
  member: TestMember,
  store: Store,
  fields: Record<string, string>,
): Promise<Appointment> {
  for (let days = 22; days <= 30; days += 1) {
    const reply = await callAs<Appointment>(page.request, member, 'api/user/add-reserve', {
      title: 'Ms.',
      name: '林晓',
      mobile: member.mobile,
      store_id: store.id,
      date: shopDay(days),
      period: 'am',
      ...fields,
    });
    if (reply.code === 0) return reply.data;
  }
  throw new Error('no morning with a place left');
}

test('a washing request is priced, moved on and the member reads the pick-up notice', async ({
  page,
  browser,
}, testInfo) => {
  const member = await registerMember(page.request);
  const [store] = await boutiques(page, 'washing');
  if (!store) throw new Error('no boutique takes washing requests');
  const request = await bookOn(page, member, store, {
    service: 'washing',
    service_type: 'garment-cleaning',
    clothing_type: 'coats',
    remark: '领口有一处咖啡渍',
  });
  const service = await addedByOperator('customer_service');
  await signInFirstTime(page, service);

  // The list, found by the member's mobile, with the member's note.
  await page.getByRole('menu', { name: '后台菜单' }).getByText('清洗护理', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/washing$/);
  await page.getByLabel('搜索清洗护理申请').fill(member.mobile);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row', { name: new RegExp(`#${request.id}`) });
  await expect(row).toContainText('待顾问回复');
  await expect(row).toContainText('高级成衣精洗');
  await desktopShot(page, testInfo.outputPath('washing-list.png'));

  // The request's page: received (the drop-off visit is done), priced, at the workshop, ready.
  await row.getByRole('link', { name: `#${request.id}` }).click();
  await expect(page.getByText('领口有一处咖啡渍')).toBeVisible();
  const step = async (name: string) => {
    // By its words: antd can leave the spinner of the last change in the button as it folds
    // away, and the spinner's name would join the button's.
    await page
      .getByRole('button')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
    const question = page.getByRole('dialog');
    await expect(question).toBeVisible();
    // A click while the question still zooms in can land before antd listens to it.
    await animationsEnded(page);
    await question.getByRole('button', { name, exact: true }).click();
    await expect(question).toBeHidden();
  };
  await step('已收件');
  await page.getByLabel('价格（元）').fill('680');
  await page.getByRole('button', { name: '定价' }).click();
  await expect(page.getByText('价格已保存')).toBeVisible();
  await step('送至工坊');
  await step('待取件');
  await page.getByLabel('给会员的取件通知').fill('您的大衣已护理完毕，请携带身份证件到店取件。');
  await page.getByRole('button', { name: '发送取件通知' }).click();
  await expect(page.getByText('取件通知已发送')).toBeVisible();
  await expect(page.getByRole('button', { name: '会员已取件' })).toBeVisible();
  await screenshots(page, testInfo, 'washing-request');

  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByText('Pick-up notice to the member')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collected by the member' })).toBeVisible();
  await desktopShot(page, testInfo.outputPath('washing-request-en.png'));
  await page.getByText('中文', { exact: true }).click();

  // The member's care in the shop: ready to collect, its price and the boutique's notice.
  const shopper = await browser.newContext({ baseURL: SHOP_URL });
  const shopperPage = await shopper.newPage();
  await signInAs(shopperPage, member, SHOP_URL);
  await shopperPage.goto('/personal?tab=appointments');
  const mine = shopperPage.getByRole('article').filter({ hasText: '高级成衣精洗' });
  await expect(mine).toContainText('待取件');
  await expect(mine).toContainText('¥680.00');
  await expect(mine).toContainText('您的大衣已护理完毕，请携带身份证件到店取件。');
  await shopperPage.screenshot({ path: testInfo.outputPath('member-washing.png') });
  await shopper.close();

  const logged = await onShopDatabase((db) =>
    db
      .selectFrom('audit_log')
      .select('action')
      .where('record_type', '=', 'appointment')
      .where('record_id', '=', String(request.id))
      .where('actor', '!=', 'operator')
      .orderBy('id')
      .execute(),
  );
  expect(logged.map((r) => r.action)).toEqual([
    'washing.progress',
    'washing.price',
    'washing.progress',
    'washing.progress',
    'washing.notice',
  ]);
});

test('a boutique’s day is closed with its booking listed, then opened again', async ({
  page,
}, testInfo) => {
  const member = await registerMember(page.request);
  const store = (await boutiques(page, 'appointment')).at(-1);
  if (!store) throw new Error('no boutique takes appointments');
  const booking = await bookOn(page, member, store, {
    service_type: 'fitting',
    clothing_type: 'coats',
    remark: '想试穿新季大衣',
  });
  const service = await addedByOperator('customer_service');
  await signInFirstTime(page, service);
  await expect(page.getByRole('menu', { name: '后台菜单' })).toBeVisible();
  await page.goto(`/admin/appointments?view=day&store_id=${store.id}&date=${booking.date}`);

  await page.getByRole('button', { name: '当天闭店' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('原因').fill('店内年度盘点');
  await dialog.getByRole('button', { name: /闭\s?店/ }).click();
  await expect(dialog).toBeHidden();
  const closed = page.getByRole('alert').filter({ hasText: '店内年度盘点' });
  await expect(closed).toContainText('当天仍有 1 个未结束的预约');
  const card = page.getByTestId(`booking-${booking.id}`);
  await expect(card).toContainText('当日门店闭店');
  await expect(card.getByRole('button', { name: '确认预约' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: '改期' })).toBeVisible();
  await expect(
    card
      .getByRole('button', { name: '取 消', exact: true })
      .or(card.getByRole('button', { name: '取消', exact: true })),
  ).toBeVisible();
  await desktopShot(page, testInfo.outputPath('day-closed.png'));

  // The shopper's booking form no longer offers the day.
  const options = await callAs<ReserveOptions>(
    page.request,
    member,
    'api/user/reserve-option',
    {},
    'GET',
  );
  expect(options.data.dates.closed).toContainEqual({ store_id: store.id, date: booking.date });

  await page.getByText('EN', { exact: true }).click();
  await expect(closed).toContainText('1 open booking is still on this day');
  await expect(card).toContainText('Boutique closed that day');
  await desktopShot(page, testInfo.outputPath('day-closed-en.png'));
  await page.getByRole('button', { name: 'Reopen the day' }).click();
  await expect(page.getByRole('button', { name: 'Close this day' })).toBeVisible();
  await expect(card).not.toContainText('Boutique closed that day');
  await expect(card.getByRole('button', { name: 'Confirm the booking' })).toBeVisible();
  await page.getByText('中文', { exact: true }).click();

  const logged = await onShopDatabase((db) =>
    db
      .selectFrom('audit_log')
      .select('action')
      .where('record_type', '=', 'store_day')
      .where('record_id', '=', `${store.id}:${booking.date}`)
      .orderBy('id')
      .execute(),
  );
  expect(logged.map((r) => r.action)).toEqual(['store_day.close', 'store_day.reopen']);
});

import { expect, test, type Page } from '@playwright/test';
import type { Appointment } from '../contract/appointment';
import type { Store } from '../contract/store';
import { SHOP_URL } from '../playwright.config';
import { addedByOperator, desktopShot, signInFirstTime } from './admin-support';
import { callAs, onShopDatabase } from './orders-support';
import { registerMember, signInAs, type TestMember } from './support';

// The merchant console's boutique appointments against the real shop: a member books a visit
// through the shop's API; customer service finds it on the boutique's day, confirms it and moves
// it to another period; the member's appointments show it confirmed at the new time, and the audit
// log has both changes.

test.describe.configure({ timeout: 120_000 });

/** The shop's calendar day `days` from now (China Standard Time). */
const shopDay = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function firstBoutique(page: Page): Promise<Store> {
  const response = await page.request.get('/api', {
    params: { _mall_id: '2', r: 'api/store/list', service: 'appointment' },
    headers: { language: 'cn' },
  });
  const store = ((await response.json()) as { data: { list: Store[] } }).data.list[0];
  if (!store) throw new Error('no boutique takes appointments');
  return store;
}

/** A morning visit on a day with a place left (other suites book the same boutique). */
async function bookVisit(page: Page, member: TestMember, store: Store): Promise<Appointment> {
  for (let days = 20; days <= 30; days += 1) {
    const reply = await callAs<Appointment>(page.request, member, 'api/user/add-reserve', {
      title: 'Ms.',
      name: '林晓',
      mobile: member.mobile,
      store_id: store.id,
      date: shopDay(days),
      period: 'am',
      service_type: 'fitting',
      clothing_type: 'coats',
      remark: '想试穿新季大衣，请准备 38 码',
    });
    if (reply.code === 0) return reply.data;
  }
  throw new Error('no morning with a place left');
}

test('customer service confirms a booking and moves it; the member sees both', async ({
  page,
  browser,
}, testInfo) => {
  const member = await registerMember(page.request);
  const store = await firstBoutique(page);
  const booking = await bookVisit(page, member, store);
  const service = await addedByOperator('customer_service');
  await signInFirstTime(page, service);

  // The menu offers the appointments: the list, narrowed to those waiting for a reply.
  await page.getByRole('menu', { name: '后台菜单' }).getByText('预约', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/appointments$/);
  await expect(page.getByText('精品店预约')).toBeVisible();
  await page.getByLabel('状态', { exact: true }).click();
  await page.locator('.ant-select-item-option[title="等待回复"]').click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/status=/);
  await expect(page.getByRole('row').nth(1)).toContainText('等待回复');
  await desktopShot(page, testInfo.outputPath('appointments-list.png'));

  // The boutique's day: the booking in the morning, with the member's note.
  await page.getByText('日视图', { exact: true }).click();
  await page.getByLabel('日期', { exact: true }).click();
  await page.getByLabel('日期', { exact: true }).fill(booking.date);
  await page.getByLabel('日期', { exact: true }).press('Enter');
  const morning = page.getByTestId('slot-am');
  const card = morning.getByTestId(`booking-${booking.id}`);
  await expect(card).toContainText('林晓');
  await expect(card).toContainText('想试穿新季大衣，请准备 38 码');
  await expect(card).toContainText('等待回复');
  await desktopShot(page, testInfo.outputPath('appointments-day.png'));

  await card.getByRole('button', { name: '确认预约' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认预约' }).click();
  await expect(card).toContainText('已确认');

  // Moved to another period of the same day with a place left.
  await card.getByRole('button', { name: '改期' }).click();
  const dialog = page.getByRole('dialog', { name: `预约 ${booking.id} 改期` });
  const times = dialog.getByRole('radiogroup', { name: '新时段' });
  await expect(times.getByRole('radio', { name: /当前预约/ })).toBeDisabled();
  const free = times.getByRole('radio', { name: /剩余/ }).first();
  const chosen = (await free.locator('xpath=ancestor::label').innerText()).trim();
  const hours = /\d\d:\d\d–\d\d:\d\d/.exec(chosen)?.[0] ?? '';
  await free.check();
  await desktopShot(page, testInfo.outputPath('appointments-reschedule.png'));
  await dialog.getByRole('button', { name: /^改\s?期$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`预约 ${booking.id} 已改期`)).toBeVisible();
  await expect(morning.getByTestId(`booking-${booking.id}`)).toHaveCount(0);
  const moved = page.getByTestId(`booking-${booking.id}`);
  await expect(moved).toContainText('已确认');
  await desktopShot(page, testInfo.outputPath('appointments-moved.png'));

  // The same day in English.
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByText('Boutique appointments')).toBeVisible();
  await expect(moved).toContainText('Confirmed');
  await expect(moved).toContainText('Note:');
  await expect(moved.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  await desktopShot(page, testInfo.outputPath('appointments-day-en.png'));
  await page.getByText('中文', { exact: true }).click();

  // The member's appointments: confirmed, at the new time, and still cancellable.
  const shopper = await browser.newContext({ baseURL: SHOP_URL });
  const shopperPage = await shopper.newPage();
  await signInAs(shopperPage, member, SHOP_URL);
  await shopperPage.goto('/personal?tab=appointments');
  const mine = shopperPage.getByRole('article').filter({ hasText: '试穿与修改' });
  await expect(mine).toContainText('已确认');
  await expect(mine).toContainText(hours);
  await expect(mine.getByRole('button', { name: '取消预约' })).toBeVisible();
  await shopperPage.screenshot({ path: testInfo.outputPath('member-appointment.png') });
  await shopper.close();

  // The audit log has both changes, by the customer service account.
  const logged = await onShopDatabase((db) =>
    db
      .selectFrom('audit_log')
      .innerJoin('staff', (join) =>
        join.on((eb) => eb(eb.cast('staff.id', 'text'), '=', eb.ref('audit_log.actor'))),
      )
      .select(['staff.account', 'audit_log.action'])
      .where('audit_log.record_type', '=', 'appointment')
      .where('audit_log.record_id', '=', String(booking.id))
      .orderBy('audit_log.id')
      .execute(),
  );
  expect(logged).toEqual([
    { account: service.account, action: 'appointment.confirm' },
    { account: service.account, action: 'appointment.reschedule' },
  ]);
});

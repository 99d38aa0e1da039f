import { expect, test, type Page } from '@playwright/test';
import type { Store } from '../contract/store';
import { SHOP_URL } from '../playwright.config';
import { appointmentsOf, chooseBoutique, chooseWhenAndWhat, FORM } from './appointments-support';
import { operator } from './orders-support';
import { registerMember, signInAs } from './support';

// Boutique appointments: booking from the member area and from the store locator, cancelling,
// and the boutique's answer through the operator's tool.

async function firstStore(page: Page, lang: 'cn' | 'en', service: string): Promise<Store> {
  const response = await page.request.get('/api', {
    params: { _mall_id: '2', r: 'api/store/list', service },
    headers: { language: lang },
  });
  const store = ((await response.json()) as { data: { list: Store[] } }).data.list[0];
  if (!store) throw new Error(`no boutique offers ${service}`);
  return store;
}

const places = (store: Store) => ({
  country: store.country_code,
  province: store.province_code,
  city: store.city_code,
  id: store.id,
});

test('a member books an appointment after the form’s refusals, then cancels it', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await signInAs(page, member, SHOP_URL);
  const store = await firstStore(page, 'cn', 'appointment');

  await page.goto('/personal?tab=appointments');
  await expect(page.getByRole('heading', { level: 1, name: '我的预约' })).toBeVisible();
  await expect(page.getByText('您还没有预约。')).toBeVisible();
  await page.getByRole('button', { name: '预约到店' }).click();
  const form = page.getByRole('form', { name: '提交预约' });
  await expect(form.getByLabel('姓名')).toHaveValue('李梅');
  await expect(form.getByLabel('手机号码')).toHaveValue(member.mobile);

  // A lower level before its upper level, then an empty form.
  const words = FORM.cn;
  await form.getByLabel(words.province, { exact: true }).click();
  await expect(form.getByLabel(words.province, { exact: true })).toHaveAccessibleDescription(
    '请先选择国家/地区',
  );
  await form.getByRole('button', { name: '提交预约' }).click();
  for (const [label, problem] of [
    [words.country, '请选择国家/地区'],
    [words.boutique, '请选择精品店'],
    [words.date, '请选择预约日期'],
    [words.service, '请选择服务类型'],
    [words.clothing, '请选择服装类型'],
  ] as const) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(problem);
  }
  await expect(form.getByRole('radiogroup', { name: words.time })).toHaveAccessibleDescription(
    '请选择预约时间',
  );
  await form.getByLabel(words.country, { exact: true }).selectOption(store.country_code);
  await form.getByLabel(words.boutique, { exact: true }).click();
  await expect(form.getByLabel(words.boutique, { exact: true })).toHaveAccessibleDescription(
    '请先选择城市',
  );
  expect(await appointmentsOf(page, member)).toEqual([]);

  await chooseBoutique(form, 'cn', places(store));
  await chooseWhenAndWhat(form, 'cn', { service: '试穿与修改', clothing: '连衣裙' });
  await form.getByLabel('备注（选填）').fill('希望试穿新季连衣裙');
  await form.getByRole('button', { name: '提交预约' }).click();

  await expect(page.getByRole('status')).toContainText(`预约成功：${store.name}`);
  const card = page.getByRole('article', { name: '试穿与修改' });
  await expect(card).toContainText('等待顾问回复');
  await expect(card).toContainText(store.name);
  await expect(card).toContainText('希望试穿新季连衣裙');

  await card.getByRole('button', { name: '取消预约' }).click();
  const dialog = page.getByRole('dialog', { name: '确定取消此预约？' });
  // Two buttons that cannot be confused: keep it, or cancel it.
  await expect(dialog.getByRole('button', { name: '取消', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: '保留预约' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('等待顾问回复');
  await card.getByRole('button', { name: '取消预约' }).click();
  await dialog.getByRole('button', { name: '取消预约' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('已取消');
  // What was said of the booking no longer holds.
  await expect(page.getByText(`预约成功：${store.name}`)).toHaveCount(0);
  await expect(card.getByRole('button', { name: '取消预约' })).toHaveCount(0);
  expect((await appointmentsOf(page, member))[0]?.status).toBe('cancelled');
});

test('a boutique of the locator open until 22:00 is booked for the evening in English and confirmed by the boutique', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await signInAs(page, member, SHOP_URL);
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  const store = await firstStore(page, 'en', 'appointment');
  expect(store.opening_hours.map((day) => day.closes)).toEqual(Array(7).fill('22:00'));

  await page.goto(`/otherPages/boutique?city=${store.city_code}`);
  await page
    .getByRole('article', { name: store.name })
    .getByRole('link', { name: 'Book an appointment' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/appointments\\?.*store=${store.id}`));
  const form = page.getByRole('form', { name: 'Book the appointment' });
  await expect(form.getByLabel('Boutique', { exact: true })).toHaveValue(String(store.id));
  await expect(form.getByLabel('City', { exact: true })).toHaveValue(store.city_code);

  // The times of day follow the boutique's hours: its evening runs until it closes.
  await chooseWhenAndWhat(form, 'en', {
    service: 'Advice on a piece',
    clothing: 'Knitwear',
    time: 'Evening 18:00–22:00',
  });
  const times = form.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
  const offered = ['Morning 10:00–13:00', 'Afternoon 13:00–18:00', 'Evening 18:00–22:00'];
  await expect(times).toHaveCount(offered.length);
  for (const [i, name] of offered.entries()) {
    await expect(times.nth(i)).toHaveAccessibleName(name);
  }
  await form.getByRole('button', { name: 'Book the appointment' }).click();
  const card = page.getByRole('article', { name: 'Advice on a piece' });
  await expect(card).toContainText('Waiting for the adviser’s reply');
  await expect(card).toContainText('Evening 18:00–22:00');

  const [booked] = await appointmentsOf(page, member);
  expect(booked).toMatchObject({ store: { id: store.id }, period: 'ev', hours: '18:00–22:00' });
  // The boutique confirms the visit: the member sees it confirmed, and may still cancel it.
  expect(await operator('appointment', 'confirm', String(booked?.id))).toContain('is confirmed');
  await page.reload();
  await expect(card).toContainText('Confirmed');
  await expect(card.getByRole('button', { name: 'Cancel the appointment' })).toBeVisible();
});

test('a visitor booking a boutique signs in and lands on its booking form', async ({ page }) => {
  const member = await registerMember(page.request);
  const store = await firstStore(page, 'cn', 'appointment');
  await page.goto(`/otherPages/boutique?city=${store.city_code}`);
  await page
    .getByRole('article', { name: store.name })
    .getByRole('link', { name: '预约到店' })
    .click();
  const wide = (page.viewportSize()?.width ?? 0) > 769;
  const signIn = wide ? page.getByRole('dialog') : page.getByRole('main');
  await signIn.getByRole('tab').nth(1).click();
  await signIn.getByLabel('手机号码或电子邮箱').fill(member.mobile);
  await signIn.getByLabel('密码', { exact: true }).fill(member.password);
  await signIn.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments\\?.*store=${store.id}`));
  const form = page.getByRole('form', { name: '提交预约' });
  await expect(form.getByLabel('姓名')).toHaveValue('李梅');
  await expect(form.getByLabel(FORM.cn.boutique, { exact: true })).toHaveValue(String(store.id));
  await expect(form.getByLabel(FORM.cn.city, { exact: true })).toHaveValue(store.city_code);
});

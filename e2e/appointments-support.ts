import { expect, type Locator, type Page } from '@playwright/test';
import type { Appointment } from '../contract/appointment';
import type { TestMember } from './support';

// The booking form as a shopper fills it, and the member's appointments as the API lists them.

/** The booking form's labels in each language. */
export const FORM = {
  cn: {
    country: '国家/地区',
    province: '省份',
    city: '城市',
    boutique: '精品店',
    date: '日期',
    time: '时间',
    service: '服务类型',
    clothing: '服装类型',
    morning: '上午',
  },
  en: {
    country: 'Country or region',
    province: 'Province',
    city: 'City',
    boutique: 'Boutique',
    date: 'Date',
    time: 'Time',
    service: 'Service type',
    clothing: 'Clothing type',
    morning: 'Morning',
  },
} as const;

/** Chooses the country, province, city and boutique, each by the value the server gave. */
export async function chooseBoutique(
  form: Locator,
  lang: 'cn' | 'en',
  store: { country: string; province: string; city: string; id: number },
): Promise<void> {
  const words = FORM[lang];
  await form.getByLabel(words.country, { exact: true }).selectOption(store.country);
  await form.getByLabel(words.province, { exact: true }).selectOption(store.province);
  await form.getByLabel(words.city, { exact: true }).selectOption(store.city);
  await form.getByLabel(words.boutique, { exact: true }).selectOption(String(store.id));
}

/**
 * The first bookable day, a time of day (the morning unless told, as the radio button reads with
 * its hours: "Evening 18:00–22:00"), and the given service and clothing.
 */
export async function chooseWhenAndWhat(
  form: Locator,
  lang: 'cn' | 'en',
  what: { service?: string; clothing: string; time?: string },
): Promise<void> {
  const words = FORM[lang];
  await form.getByLabel(words.date, { exact: true }).selectOption({ index: 1 });
  const times = form.getByRole('radiogroup', { name: words.time });
  if (what.time) await times.getByRole('radio', { name: what.time, exact: true }).check();
  else await times.getByText(words.morning).click();
  if (what.service) {
    await form.getByLabel(words.service, { exact: true }).selectOption({ label: what.service });
  }
  await form.getByLabel(words.clothing, { exact: true }).selectOption({ label: what.clothing });
}

/** The member's appointments, newest first, as the API lists them. */
export async function appointmentsOf(page: Page, member: TestMember): Promise<Appointment[]> {
  const response = await page.request.get('/api', {
    params: { _mall_id: '2', r: 'api/user/reserve-list' },
    headers: { 'x-access-token': member.token, language: 'cn' },
  });
  const reply = (await response.json()) as { code: number; data: { list: Appointment[] } };
  expect(reply.code).toBe(0);
  return reply.data.list;
}

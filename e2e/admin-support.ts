import { expect, type Page } from '@playwright/test';
import { operator } from './orders-support';

// Staff of the merchant console for the browser suites: added by the operator's command, signed
// in with the one-time password it printed, their own password chosen at the first sign-in.

export const STAFF_PASSWORD = 'Console2026';

/** A staff member added by the operator's command, with the one-time password it printed. */
export async function addedByOperator(
  role: string,
): Promise<{ account: string; password: string }> {
  const account = `${role.replace('_', '')}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const printed = await operator('staff', 'add', account, role);
  const password = /one-time password: (\S+)/.exec(printed)?.[1];
  if (!password) throw new Error(`no one-time password in: ${printed}`);
  return { account, password };
}

/** Signs in a staff member added by the operator, choosing their own password on the way. */
export async function signInFirstTime(page: Page, staff: { account: string; password: string }) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByLabel('账号', { exact: true }).fill(staff.account);
  await page.getByLabel('密码', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/admin\/password$/);
  await page.getByLabel('一次性密码').fill(staff.password);
  await page.getByLabel('新密码', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('确认新密码').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: '保存新密码' }).click();
}

/** An option of the select list open now (not a select on the page showing the same words). */
export async function chooseOption(page: Page, label: string) {
  await page.locator(`.ant-select-item-option[title="${label}"]`).click();
}

/** A picture of the page at desktop size, once the console's animations are over. */
export async function desktopShot(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await page.screenshot({ path, fullPage: true });
}

import { expect, type Page, type TestInfo } from '@playwright/test';
import { operator } from './orders-support';

// The merchant console's steps the console suites share: staff made by the operator's command,
// the sign-in and the first password change, and pictures at a desktop's and a tablet's size.

export const NEW_PASSWORD = 'Console2026';

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

export async function signIn(
  page: Page,
  account: string,
  password: string,
  lang: 'cn' | 'en' = 'cn',
) {
  const words =
    lang === 'cn'
      ? { account: '账号', password: '密码', submit: '登录' }
      : {
          account: 'Account',
          password: 'Password',
          submit: 'Sign in',
        };
  await page.getByLabel(words.account, { exact: true }).fill(account);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
}

/** The forced change at the first sign-in: the one-time password, then one's own twice. */
export async function chooseOwnPassword(page: Page, oneTime: string) {
  await expect(page).toHaveURL(/\/admin\/password$/);
  await page.getByLabel('一次性密码').fill(oneTime);
  await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '保存新密码' }).click();
}

/**
 * Waits for the page's transitions to end. A spinner's turning never ends (an infinite
 * animation), and antd can leave a button's spinner in the page while it folds away: those are
 * not waited for.
 */
export async function animationsEnded(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Infinity),
  );
}

export async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['tablet', { width: 768, height: 1024 }],
  ] as const) {
    await page.setViewportSize(viewport);
    // The side menu folds on a tablet (and opens again on a desktop) with a transition: the
    // picture is taken once it has.
    const sider = page.locator('.ant-layout-sider');
    if ((await sider.count()) > 0) {
      await expect(sider).toHaveCSS('width', size === 'tablet' ? '64px' : '208px');
    }
    await animationsEnded(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Signs in a staff member added by the operator, choosing their own password on the way. */
export async function signInFirstTime(page: Page, staff: { account: string; password: string }) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await signIn(page, staff.account, staff.password);
  await chooseOwnPassword(page, staff.password);
}

/** An option of the select list open now (not a select on the page showing the same words). */
export async function chooseOption(page: Page, label: string) {
  const option = page.locator(`.ant-select-item-option[title="${label}"]`);
  await expect(option).toBeVisible();
  // A click while the list still slides open can land before antd listens to it.
  await animationsEnded(page);
  await option.click();
  await expect(option).toBeHidden();
}

/** A picture of the page at desktop size, once the console's animations are over. */
export async function desktopShot(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await animationsEnded(page);
  await page.screenshot({ path, fullPage: true });
}

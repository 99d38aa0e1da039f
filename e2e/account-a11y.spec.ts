import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ACCOUNT, HOME_POPUP, ownAddress } from './support';

// The sign-in screens, scanned with axe once they have settled (errors shown where they can be).

/** Scans the page, or only what `within` selects (a dialog: the page under it is scanned elsewhere). */
async function scan(page: Page, testInfo: TestInfo, name: string, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const result = await builder.analyze();
  const found = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(found, null, 2),
    contentType: 'application/json',
  });
  expect.soft(found, `serious or critical axe violations on ${name}`).toEqual([]);
}

const CN = ACCOUNT.cn;

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test('the sign-in page, its errors and the pages of its flow', async ({ page }, testInfo) => {
  await page.goto('/mobile/login');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: CN.signIn, exact: true }).click();
  await expect(main.getByText('手机号码不能为空')).toBeVisible();
  await expect(main.getByRole('button', { name: /图形验证码/ }).locator('img')).toBeVisible();
  await scan(page, testInfo, 'login');

  await page.goto('/mobile/login/register');
  await main.getByRole('button', { name: CN.createAccount }).click();
  await expect(main.getByText('请勾选隐私政策')).toBeVisible();
  await scan(page, testInfo, 'register-errors');

  await page.goto('/mobile/login/forgotPwd');
  await expect(main.getByRole('heading', { name: '重置密码' })).toBeVisible();
  await scan(page, testInfo, 'forgot-password');

  await page.goto('/mobile/login/wxbind?state=Ab_3-xYz9Kq1Ab_3');
  await expect(main.getByRole('heading', { name: '绑定微信' })).toBeVisible();
  await scan(page, testInfo, 'wxbind');
});

// The dialog is the wide screen's sign-in.
test(
  'the sign-in dialog of a wide screen, with its WeChat QR code',
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: HOME_POPUP.cn });
    await popup.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('banner').getByRole('button', { name: CN.signIn }).click();
    const dialog = page.getByRole('dialog', { name: CN.signIn });
    await expect(dialog.getByLabel(CN.mobile, { exact: true })).toBeVisible();
    await scan(page, testInfo, 'login-dialog', 'dialog[open]');
    await dialog.getByRole('tab', { name: CN.wechatWay }).click();
    await expect(dialog.getByRole('img', { name: '微信登录二维码' })).toBeVisible();
    await scan(page, testInfo, 'login-dialog-wechat', 'dialog[open]');
  },
);

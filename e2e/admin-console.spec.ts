import { expect, test } from '@playwright/test';
import { base32Decode, hotp, stepAt } from '../server/modules/staff/totp';
import {
  NEW_PASSWORD,
  addedByOperator,
  chooseOption,
  chooseOwnPassword,
  screenshots,
  signIn,
  signInFirstTime,
} from './admin-support';

// The merchant console at /admin, against the real shop: the first owner, made by the operator's
// command, signs in with the one-time password, chooses their own, adds a warehouse account and
// reads the audit log; the warehouse account sees only what its role may do.

// One test changes a setting every staff member lives under: the tests take turns.
test.describe.configure({ mode: 'serial' });

/** The authenticator's code for `secret`, `ahead` steps of 30 s from now (each is taken once). */
function codeFor(secret: string, ahead = 0): string {
  const key = base32Decode(secret);
  if (!key) throw new Error(`not a base32 secret: ${secret}`);
  return hotp(key, stepAt(Date.now()) + ahead);
}

test('the owner signs in, adds a warehouse account, and reads it in the audit log', async ({
  page,
}, testInfo) => {
  const owner = await addedByOperator('owner');
  // Refusals are expected (the browser and the router log them); anything else, such as a style
  // the page's security policy blocked, is a problem.
  const problems: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error' && !/status of 4\d\d|^ConsoleError: /.test(entry.text())) {
      problems.push(entry.text());
    }
  });

  // Signed out, any console address asks to sign in; a wrong password is told as the server says.
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await signIn(page, owner.account, 'Wrong12345');
  await expect(page.getByRole('alert')).toContainText('账号或密码不正确');
  await screenshots(page, testInfo, 'sign-in-refused');

  await signIn(page, owner.account, owner.password);
  // The new password must differ from the one-time one: the server's refusal is shown.
  await expect(page).toHaveURL(/\/admin\/password$/);
  await page.getByLabel('一次性密码').fill(owner.password);
  await page.getByLabel('新密码', { exact: true }).fill(owner.password);
  await page.getByLabel('确认新密码').fill(owner.password);
  await page.getByRole('button', { name: '保存新密码' }).click();
  await expect(page.getByRole('alert')).toContainText('新密码不能与当前密码相同');
  await chooseOwnPassword(page, owner.password);

  // The owner lands on the first area an owner may use: the dashboard.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const menu = page.getByRole('menu', { name: '后台菜单' });
  for (const area of ['数据概览', '订单管理', '员工管理', '操作日志', '设置', '我的账号']) {
    await expect(menu.getByRole('menuitem', { name: area })).toBeVisible();
  }
  await menu.getByRole('menuitem', { name: '员工管理' }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByTestId('signed-in-staff')).toContainText(owner.account);
  await expect(page.getByTestId('signed-in-staff')).toContainText('店主');

  const warehouse = `wh${Date.now().toString(36)}`;
  await page.getByRole('button', { name: '添加员工' }).click();
  const dialog = page.getByRole('dialog', { name: '添加员工' });
  await dialog.getByLabel('账号').fill(warehouse);
  await dialog.getByLabel('姓名').fill('王仓管');
  await dialog.getByLabel('角色').click();
  await chooseOption(page, '仓库');
  await dialog
    .getByRole('button', { name: '添 加' })
    .or(dialog.getByRole('button', { name: '添加' }))
    .click();
  const shown = page.getByTestId('one-time-password');
  await expect(shown).toBeVisible();
  const warehousePassword = (await shown.textContent())?.trim() ?? '';
  expect(warehousePassword).toMatch(/^\S{12}$/);
  await screenshots(page, testInfo, 'one-time-password');
  await page.getByRole('button', { name: /知道了|OK|确\s?定/ }).click();
  const row = page.getByRole('row').filter({ hasText: warehouse });
  await expect(row).toContainText('一次性密码');
  await expect(row.getByRole('combobox')).toBeVisible();
  await screenshots(page, testInfo, 'staff');

  // The same account again: the server's refusal, in the dialog.
  await page.getByRole('button', { name: '添加员工' }).click();
  await dialog.getByLabel('账号').fill(warehouse);
  await dialog.getByRole('button', { name: /添\s?加/ }).click();
  await expect(dialog.getByRole('alert')).toContainText(`账号 ${warehouse} 已存在`);
  await dialog.getByRole('button', { name: /取\s?消/ }).click();

  // The audit log names the owner's changes, with the fields they set.
  await menu.getByRole('menuitem', { name: '操作日志' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const added = page
    .getByRole('row')
    .filter({ hasText: '添加员工' })
    .filter({ hasText: owner.account });
  await expect(added.first()).toContainText('warehouse');
  await expect(page.getByRole('row').filter({ hasText: '修改本人密码' }).first()).toBeVisible();
  // Filtered to one action: only rows of that action.
  await page.getByLabel('操作', { exact: true }).click();
  await chooseOption(page, '修改本人密码');
  await page.getByRole('button', { name: /查\s?询/ }).click();
  await expect(page).toHaveURL(/action=staff\.password/);
  await expect(page.getByRole('row').filter({ hasText: '添加员工' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: '修改本人密码' }).first()).toBeVisible();
  await page.goto('/admin/audit');
  await screenshots(page, testInfo, 'audit');

  // The warehouse account: its own password first, then only what a warehouse may do.
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await signIn(page, warehouse, warehousePassword);
  await chooseOwnPassword(page, warehousePassword);
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(menu.getByRole('menuitem', { name: '订单管理' })).toBeVisible();
  await menu.getByRole('menuitem', { name: '我的账号' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(menu.getByRole('menuitem', { name: '员工管理' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: '操作日志' })).toHaveCount(0);
  await expect(page.getByTestId('signed-in-staff')).toContainText('王仓管');
  await screenshots(page, testInfo, 'warehouse-account');

  await page.goto('/admin/staff');
  await expect(page.getByText('无权访问')).toBeVisible();
  await expect(
    page.getByText('您的角色（仓库）无权执行此操作（需要权限 staff.manage）'),
  ).toBeVisible();
  await screenshots(page, testInfo, 'warehouse-refused');

  // In English: the menu, and the server's refusal, in the language chosen.
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  await expect(page.getByText('No access')).toBeVisible();
  await expect(
    page.getByText('Your role (Warehouse) may not do this (it needs the permission staff.manage)'),
  ).toBeVisible();
  const englishMenu = page.getByRole('menu', { name: 'Console menu' });
  await expect(englishMenu.getByRole('menuitem', { name: 'My account' })).toBeVisible();
  await expect(englishMenu.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
  await screenshots(page, testInfo, 'warehouse-refused-en');

  // The choice is kept: the owner, back in English, reads the log in English.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await signIn(page, owner.account, NEW_PASSWORD, 'en');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await englishMenu.getByRole('menuitem', { name: 'Audit log' }).click();
  const addedEn = page.getByRole('row').filter({ hasText: 'Staff added' });
  await expect(addedEn.filter({ hasText: warehouse }).first()).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Own password changed' }).first(),
  ).toBeVisible();
  await screenshots(page, testInfo, 'audit-en');

  expect(problems).toEqual([]);
});

test(
  "an owner sets up a second factor, changes a colleague's account, and can require a second factor",
  { tag: '@exclusive' },
  async ({ page, browser }, testInfo) => {
    const owner = await addedByOperator('owner');
    await page.goto('/admin/');
    await signIn(page, owner.account, owner.password);
    await chooseOwnPassword(page, owner.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page
      .getByRole('menu', { name: '后台菜单' })
      .getByRole('menuitem', { name: '我的账号' })
      .click();
    const card = page.locator('.ant-card').filter({ hasText: '两步验证' });
    await expect(card).toContainText('未启用');
    await card.getByRole('button', { name: '启用两步验证' }).click();
    await expect(card.getByRole('img', { name: '身份验证器二维码' })).toBeVisible();
    const secret = (await card.getByTestId('totp-secret').textContent())?.trim() ?? '';
    await screenshots(page, testInfo, 'second-factor-enrol');
    // A code the authenticator does not show now: refused, with the server's words.
    const near = [-1, 0, 1].map((ahead) => codeFor(secret, ahead));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code));
    await card.getByLabel('6 位动态码').fill(wrong ?? '');
    await card.getByRole('button', { name: '确认绑定' }).click();
    await expect(card.getByRole('alert')).toContainText('动态码不正确或已使用');
    await card.getByLabel('6 位动态码').fill(codeFor(secret));
    await card.getByRole('button', { name: '确认绑定' }).click();
    // Ten recovery codes, shown once, for the day the phone is lost.
    const shownCodes = card.getByTestId('recovery-codes').getByRole('listitem');
    await expect(shownCodes).toHaveCount(10);
    const recoveryCodes = (await shownCodes.allTextContents()).map((code) => code.trim());
    await screenshots(page, testInfo, 'recovery-codes');
    await card.getByRole('button', { name: '我已妥善保存' }).click();
    await expect(card).toContainText('已启用');
    await expect(card.getByTestId('recovery-codes-left')).toHaveText('剩余恢复码：10');

    // Signing in now asks for the code after the password; each code is taken once.
    await page.getByRole('button', { name: '退出登录' }).click();
    await signIn(page, owner.account, NEW_PASSWORD);
    await expect(page.getByLabel('身份验证器动态码')).toBeVisible();
    await expect(page.getByText('请输入身份验证器中的动态码')).toBeVisible();
    await page.getByLabel('身份验证器动态码').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // Without the phone, a recovery code signs in once.
    await page.getByRole('button', { name: '退出登录' }).click();
    await signIn(page, owner.account, NEW_PASSWORD);
    await page.getByRole('button', { name: '手机丢失？使用恢复码' }).click();
    await page.getByLabel('恢复码').fill(recoveryCodes[0]?.toUpperCase() ?? '');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // A colleague's account: another role, disabled and enabled, a new one-time password.
    const colleague = await addedByOperator('customer_service');
    await page.goto('/admin/staff');
    const row = page.getByRole('row').filter({ hasText: colleague.account });
    await expect(row).toContainText('客服');
    await row.getByRole('combobox').click();
    await chooseOption(page, '经理');
    await expect(row).toContainText('经理');
    // Each question names what it confirms: the one closing meanwhile is not the one answered.
    const confirm = (question: string) =>
      page
        .locator('.ant-popconfirm')
        .filter({ hasText: question })
        .getByRole('button', { name: /确\s?定/ })
        .click();
    await row.getByRole('button', { name: '停用' }).click();
    await confirm(`确定停用 ${colleague.account}`);
    await expect(row).toContainText('已停用');
    await row.getByRole('button', { name: '启用' }).click();
    await confirm(`确定启用 ${colleague.account}`);
    await expect(row).toContainText('一次性密码');
    await row.getByRole('button', { name: '重置密码' }).click();
    await confirm('重置一次性密码');
    const shown = page.getByTestId('one-time-password');
    await expect(shown).toBeVisible();
    expect((await shown.textContent())?.trim()).not.toBe(colleague.password);
    await page.getByRole('button', { name: /知道了|OK/ }).click();

    // The owner requires a second factor of every staff member, and takes it back.
    const menu = page.getByRole('menu', { name: '后台菜单' });
    await menu.getByRole('menuitem', { name: '设置' }).click();
    const required = page.getByRole('switch', { name: '要求所有员工启用两步验证' });
    await expect(required).not.toBeChecked();
    await required.click();
    await expect(required).toBeChecked();
    await screenshots(page, testInfo, 'settings');

    // Meanwhile a colleague without one may only set it up before the console opens to them.
    const newcomer = await addedByOperator('warehouse');
    const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const theirs = await other.newPage();
    await signInFirstTime(theirs, newcomer);
    await expect(theirs).toHaveURL(/\/admin\/account$/);
    const theirMenu = theirs.getByRole('menu', { name: '后台菜单' });
    await expect(theirMenu.getByRole('menuitem')).toHaveText(['我的账号']);
    const theirCard = theirs.locator('.ant-card').filter({ hasText: '两步验证' });
    await expect(theirCard).toContainText('未启用');
    await theirCard.getByRole('button', { name: '启用两步验证' }).click();
    const theirSecret = (await theirCard.getByTestId('totp-secret').textContent())?.trim() ?? '';
    await theirCard.getByLabel('6 位动态码').fill(codeFor(theirSecret));
    await theirCard.getByRole('button', { name: '确认绑定' }).click();
    await theirCard.getByRole('button', { name: '我已妥善保存' }).click();
    await expect(theirMenu.getByRole('menuitem', { name: '订单' })).toBeVisible();
    await other.close();

    await required.click();
    await expect(required).not.toBeChecked();
    // What the dashboard calls low stock, in the owner's hands.
    const threshold = page.getByLabel('低库存阈值');
    await expect(threshold).toHaveValue('3');
    await threshold.fill('5');
    const save = (field: typeof threshold) =>
      page
        .locator('form')
        .filter({ has: field })
        .getByRole('button', { name: /保\s?存/ })
        .click();
    await save(threshold);
    await expect(page.getByText('已保存')).toBeVisible();
    // And how many bookings a boutique takes in a period: bounded, then saved.
    const places = page.getByLabel('每时段名额');
    await expect(places).toHaveValue('4');
    await places.fill('6');
    await save(places);
    await expect(page.getByText('已保存')).toHaveCount(2);
    await menu.getByRole('menuitem', { name: '操作日志' }).click();
    const settingRows = page.getByRole('row').filter({ hasText: '两步验证要求' });
    await expect(settingRows.filter({ hasText: owner.account })).toHaveCount(2);
    await expect(page.getByRole('row').filter({ hasText: '低库存阈值' })).toContainText('5');
    await expect(page.getByRole('row').filter({ hasText: '每时段名额' })).toContainText('6');
    for (const action of ['修改角色', '停用员工', '启用员工', '重置密码']) {
      const logged = page.getByRole('row').filter({ hasText: action });
      await expect(logged.filter({ hasText: colleague.account }).first(), action).toBeVisible();
    }
    const roleChange = page.getByRole('row').filter({ hasText: '修改角色' });
    await expect(roleChange.filter({ hasText: colleague.account })).toContainText('manager');
    const enrolments = page.getByRole('row').filter({ hasText: '启用两步验证' });
    for (const who of [owner, newcomer]) {
      await expect(enrolments.filter({ hasText: who.account }).first()).toBeVisible();
    }
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: '使用恢复码登录' })
        .filter({ hasText: owner.account }),
    ).toContainText(/codes_left:\D*9/);

    // A session that is over sends the next change to the sign-in page.
    await menu.getByRole('menuitem', { name: '设置' }).click();
    await page.context().clearCookies();
    await required.click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  },
);

import { expect, test, type Page } from '@playwright/test';
import { addedByOperator, desktopShot, signInFirstTime } from './admin-support';
import { onShopDatabase } from './orders-support';
import { registerMember, type TestMember } from './support';

// The merchant console's members against the real shop: a manager finds a shopper by mobile,
// adjusts their points with a reason (a take-back beyond what they hold is refused) and reads it
// in the audit log, in Chinese then English; customer service adds a note but is not offered an
// adjustment; the warehouse is offered no members at all.

test.describe.configure({ timeout: 120_000 });

const CN = { menu: '后台菜单', item: '会员', box: '手机号、姓名或会员号' };
const EN = {
  menu: 'Console menu',
  item: 'Members',
  box: 'Mobile, name or member number',
};

/** Opens the members from the menu, searches for the member by mobile and finds their one row. */
async function openMember(page: Page, member: TestMember, words: typeof CN) {
  await page
    .getByRole('menu', { name: words.menu })
    .getByRole('menuitem', { name: words.item })
    .click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  const box = page.getByLabel(words.box, { exact: true });
  await box.fill(member.mobile);
  await box.press('Enter');
  const masked = `${member.mobile.slice(0, 3)}****${member.mobile.slice(7)}`;
  const row = page.getByRole('row').filter({ hasText: masked });
  await expect(row).toHaveCount(1);
  // The list shows the mobile masked; never the whole number.
  await expect(page.getByRole('table').getByText(member.mobile)).toHaveCount(0);
  return row;
}

test('a manager finds a member, adjusts their points with a reason and reads it in the audit log', async ({
  page,
}, testInfo) => {
  const member = await registerMember(page.request, { lastName: '沈', firstName: '若' });
  const manager = await addedByOperator('manager');
  await signInFirstTime(page, manager);

  const row = await openMember(page, member, CN);
  await expect(row).toContainText('沈若');
  await desktopShot(page, testInfo.outputPath('members-list.png'));
  await row.getByRole('link', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/admin\/members\/\d+$/);
  const memberId = /\/members\/(\d+)$/.exec(page.url())?.[1] ?? '';
  // The member's page shows the whole mobile to staff who may read members.
  await expect(page.getByText(member.mobile, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '调整积分' }).click();
  let dialog = page.getByRole('dialog', { name: '调整积分' });
  await dialog.getByLabel('积分', { exact: true }).fill('300');
  // No reason: refused before anything is sent.
  await dialog.getByRole('button', { name: /^调\s?整$/ }).click();
  await expect(dialog.getByText('请填写调整原因')).toBeVisible();
  await dialog.getByLabel('原因').fill('生日月礼遇');
  await desktopShot(page, testInfo.outputPath('member-adjust-points.png'));
  await dialog.getByRole('button', { name: /^调\s?整$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('积分调整：生日月礼遇')).toBeVisible();

  // Taking back more than the member holds is refused by the server, in the console's words.
  await page.getByRole('button', { name: '调整积分' }).click();
  dialog = page.getByRole('dialog', { name: '调整积分' });
  await dialog.getByText('扣减', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: '扣减' })).toBeChecked();
  await dialog.getByLabel('积分', { exact: true }).fill('500');
  await dialog.getByLabel('原因').fill('重复发放');
  await dialog.getByRole('button', { name: /^调\s?整$/ }).click();
  await expect(dialog.getByText('会员当前只有 300 积分，不能扣减 500 积分')).toBeVisible();
  await dialog.getByRole('button', { name: /^取\s?消$/ }).click();
  await expect(dialog).toBeHidden();
  await desktopShot(page, testInfo.outputPath('member-page.png'));

  // The audit log has the adjustment with its reason, before and after.
  await page.getByRole('button', { name: '操作日志' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?/);
  const entry = page.getByRole('row').filter({ hasText: '积分已调整' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('生日月礼遇');
  await expect(entry).toContainText(memberId);
  await desktopShot(page, testInfo.outputPath('audit-points-adjusted.png'));

  // In English, the same entry and the member's page.
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Points adjusted' })).toHaveCount(1);
  await openMember(page, member, EN);
  await page.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByRole('button', { name: 'Adjust balance' })).toBeVisible();
  await expect(page.getByText('Adjustment: 生日月礼遇')).toBeVisible();
  await desktopShot(page, testInfo.outputPath('member-page-en.png'));
});

test('customer service adds a note to a member but is not offered an adjustment', async ({
  page,
}, testInfo) => {
  const member = await registerMember(page.request, { lastName: '顾', firstName: '宁' });
  const service = await addedByOperator('customer_service');
  await signInFirstTime(page, service);

  const row = await openMember(page, member, CN);
  await row.getByRole('link', { name: '查看' }).click();
  await expect(page.getByText(member.mobile, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '调整积分' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '调整余额' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '操作日志' })).toHaveCount(0);

  await page.getByLabel('新备注').fill('偏好傍晚来电，尺码偏小');
  await page.getByRole('button', { name: '添加备注' }).click();
  await expect(page.getByText('偏好傍晚来电，尺码偏小')).toBeVisible();
  await expect(page.getByText(new RegExp(`^${service.account} · `))).toBeVisible();
  await desktopShot(page, testInfo.outputPath('member-note-service.png'));

  const logged = await onShopDatabase((db) =>
    db
      .selectFrom('audit_log')
      .innerJoin('staff', (join) =>
        join.on((eb) => eb(eb.cast('staff.id', 'text'), '=', eb.ref('audit_log.actor'))),
      )
      .select(['staff.account', 'audit_log.action', 'audit_log.after'])
      .where('audit_log.record_type', '=', 'member')
      .where('staff.account', '=', service.account)
      .execute(),
  );
  expect(logged.map((row) => [row.account, row.action])).toEqual([
    [service.account, 'member.note.add'],
  ]);
  expect(JSON.parse(logged[0]?.after ?? '{}')).toMatchObject({ body: '偏好傍晚来电，尺码偏小' });
});

test('the warehouse is offered no members, and the page refuses it', async ({ page }) => {
  await signInFirstTime(page, await addedByOperator('warehouse'));
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const menu = page.getByRole('menu', { name: '后台菜单' });
  await expect(menu.getByRole('menuitem', { name: '订单' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '会员' })).toHaveCount(0);
  await page.goto('/admin/members');
  await expect(page.getByText('无权访问')).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { addedByOperator, signInFirstTime } from './admin-support';

// A staff member whose system asks for less motion gets the console's dialogs at once; others
// see them zoom in.

/** Opens the new coupon dialog, telling whether the dialog was animated on its way in. */
async function openDialogWatchingMotion(page: Page): Promise<boolean> {
  await page
    .getByRole('menu', { name: '后台菜单' })
    .getByRole('menuitem', { name: '营销' })
    .click();
  await expect(page.getByRole('button', { name: '新建优惠券' })).toBeVisible();
  await page.evaluate(() => {
    const seen = window as unknown as { dialogAnimated?: boolean };
    seen.dialogAnimated = false;
    document.addEventListener(
      'animationstart',
      (event) => {
        if ((event.target as Element).closest('[role="dialog"]')) seen.dialogAnimated = true;
      },
      true,
    );
  });
  await page.getByRole('button', { name: '新建优惠券' }).click();
  const dialog = page.getByRole('dialog', { name: '新建优惠券' });
  await expect(dialog).toBeVisible();
  // rc-motion marks a dialog on its way in with "-appear" classes, and takes them off once it is
  // in: a zoom that runs has started by then.
  await expect(dialog).not.toHaveClass(/-appear/);
  return page.evaluate(() => (window as unknown as { dialogAnimated: boolean }).dialogAnimated);
}

test('a dialog is there at once for a staff member who asks for less motion', async ({ page }) => {
  await signInFirstTime(page, await addedByOperator('manager'));
  expect(await openDialogWatchingMotion(page)).toBe(false);
});

test.describe('without that wish', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a dialog zooms in', async ({ page }) => {
    await signInFirstTime(page, await addedByOperator('manager'));
    expect(await openDialogWatchingMotion(page)).toBe(true);
  });
});

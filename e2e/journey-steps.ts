import { expect, type Page } from '@playwright/test';
import { bagLink, sizePattern } from './cart-support';
import { amountRow, isDesktop } from './checkout-support';
import { langOf, type BrowsedPiece, type Words } from './journey-support';
import { closeHomePopup, openMenuDrawer, productCards } from './support';

// Steps of a shopper's journey through the real screens that more than one suite walks: the
// journeys themselves and the walk across two instances of the shop.

/** From the home page through the menu to the women's list, and on to the piece's page. */
export async function browseTo(page: Page, w: Words, piece: BrowsedPiece): Promise<void> {
  await page.goto('/');
  await closeHomePopup(page, langOf(page));
  if (isDesktop(page)) {
    const nav = page.getByRole('navigation', { name: w.main });
    const women = nav.getByRole('link', { name: w.women, exact: true });
    await women.hover();
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: w.viewAll }).click();
  } else {
    const drawer = await openMenuDrawer(page, langOf(page));
    const nav = drawer.getByRole('navigation', { name: w.main });
    await nav.getByRole('button', { name: w.women }).click();
    await nav.getByRole('link', { name: w.viewAll }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: w.women })).toBeVisible();
  const card = productCards(page).filter({ has: page.getByText(piece.name, { exact: true }) });
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/productList/detail\\?id=${piece.goodsId}$`));
}

export async function addToBagAndOpenIt(page: Page, w: Words, piece: BrowsedPiece): Promise<void> {
  const main = page.getByRole('main');
  await main
    .getByRole('group', { name: w.size, exact: true })
    .getByRole('button', { name: sizePattern(piece.size) })
    .click();
  await main.getByRole('button', { name: w.addToBag }).click();
  const notice = page.getByRole('status').filter({ hasText: w.added });
  await expect(bagLink(page)).toHaveAccessibleName(w.bagWith(1));
  await notice.getByRole('link', { name: w.viewBag }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

export async function consentAndSubmit(page: Page, w: Words): Promise<void> {
  await page.getByRole('checkbox', { name: w.consent }).check();
  await page.getByRole('button', { name: w.submit }).click();
}

/** From the success page to the order's own page; answers the order's number. */
export async function openPaidOrder(page: Page, w: Words): Promise<string> {
  await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
  const orderNo = ((await amountRow(page, w.orderNumber).textContent()) ?? '').trim();
  expect(orderNo).not.toBe('');
  await page.getByRole('link', { name: w.viewOrder }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(statusPanel(page, w)).toContainText(w.toShip);
  return orderNo;
}

export const statusPanel = (page: Page, w: Words) =>
  page.getByRole('region', { name: w.orderStatus });

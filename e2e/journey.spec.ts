import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { bagLink } from './cart-support';
import { amountRow, buyNow, earnPoints, giveAddress, isDesktop } from './checkout-support';
import {
  addToBagAndOpenIt,
  browseTo,
  consentAndSubmit,
  openPaidOrder,
  statusPanel,
} from './journey-steps';
import {
  WORDS,
  payInCashier,
  pieceToBrowse,
  speakProjectLanguage,
  type BrowsedPiece,
  type Words,
} from './journey-support';
import { operator } from './orders-support';
import { registerMember, signInAs, type TestMember } from './support';

// One shopper's whole journey through the real screens, in Chinese on a desktop and in English
// on a phone: from the home page to a piece, the bag, the order page, the sandbox cashier, and
// the order's life in the member area until its return is refunded. The API stands in only for
// an earlier order that earned the shopper points; the operator's command line is the merchant.

/** A member with a saved address, shopping in the project's language. */
async function shopper(page: Page): Promise<{ member: TestMember; w: Words }> {
  const member = await registerMember(page.request);
  await giveAddress(page.request, member);
  return { member, w: WORDS[await speakProjectLanguage(page)] };
}

async function takeTwoAndCheckOut(page: Page, w: Words, piece: BrowsedPiece): Promise<void> {
  const line = page
    .getByRole('list', { name: w.bagLines })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: piece.name, exact: true }) });
  const quantity = line.getByRole('group', { name: w.quantityOf(piece.name) });
  await quantity.getByRole('button', { name: w.oneMore }).click();
  await expect(quantity.locator('output')).toHaveText('2');
  await expect(quantity).not.toHaveAttribute('aria-busy', 'true');
  await expect(bagLink(page)).toHaveAccessibleName(w.bagWith(2));
  await page.getByRole('button', { name: w.checkout }).click();
  await expect(page).toHaveURL(/\/productList\/order$/);
}

/** The order page offers the saved address; the shopper sends this order somewhere new. */
async function deliverToNewAddress(page: Page, w: Words): Promise<void> {
  const section = page.getByRole('region', { name: w.deliveryAddress });
  await expect(section).toContainText('王芳');
  await section.getByRole('button', { name: w.change }).click();
  await page
    .getByRole('dialog', { name: w.chooseAddress })
    .getByRole('button', { name: w.addAddress })
    .click();
  const form = page.getByRole('dialog', { name: w.addAddress });
  await form.getByLabel(w.name, { exact: true }).fill(w.newAddressName);
  await form.getByLabel(w.mobile, { exact: true }).fill('13712345678');
  for (const level of w.district) {
    const select = form.getByLabel(level, { exact: true });
    await expect(select).toBeEnabled();
    await select.selectOption({ index: 1 });
  }
  await form.getByLabel(w.detailedAddress, { exact: true }).fill(w.newAddressLine);
  await form.getByRole('button', { name: w.saveAddress }).click();
  await expect(form).toBeHidden();
  await expect(section).toContainText(w.newAddressName);
  await expect(section).toContainText(w.newAddressLine);
}

async function useCouponAndPoints(page: Page, w: Words): Promise<void> {
  const total = amountRow(page, w.totalToPay);
  const before = (await total.textContent()) ?? '';
  await page.getByRole('radio', { name: w.coupon }).check();
  await expect(amountRow(page, w.couponRow)).toContainText('100.00');
  const points = page.getByRole('switch', { name: w.usePoints });
  await expect(points).toBeEnabled();
  await points.check();
  await expect(page.getByText(w.pointsRow)).toBeVisible();
  await expect(total).not.toHaveText(before);
}

async function trackAndConfirm(page: Page, w: Words, trackingNo: string): Promise<void> {
  const panel = statusPanel(page, w);
  await expect(panel).toContainText(w.toReceive);
  await panel.getByRole('button', { name: w.track }).click();
  const tracking = page.getByRole('dialog', { name: w.track });
  await expect(tracking).toContainText(w.sfExpress);
  await expect(tracking).toContainText(trackingNo);
  const events = tracking.getByRole('list', { name: w.packageEvents }).getByRole('listitem');
  await expect(events).not.toHaveCount(0);
  await tracking.getByRole('button', { name: w.close }).click();

  await panel.getByRole('button', { name: w.confirmReceipt }).click();
  await page
    .getByRole('dialog', { name: w.receivedQuestion })
    .getByRole('button', { name: w.confirmReceipt })
    .click();
  await expect(page.getByText(w.received)).toBeVisible();
  await expect(panel).toContainText(w.completed);
}

/**
 * Asks to return both pieces of the order (the shop works out the amount); answers the
 * after-sales request's number its page shows.
 */
async function askForReturn(page: Page, w: Words): Promise<string> {
  await statusPanel(page, w).getByRole('button', { name: w.afterSales }).click();
  const form = page.getByRole('dialog', { name: w.afterSales });
  await form.getByRole('radio', { name: w.returnAndRefund }).check();
  const more = form.getByRole('button', { name: w.oneMore });
  await more.click();
  await more.click();
  await expect(more).toBeDisabled();
  await expect(form.getByTestId('refund-amount')).toHaveText(/^¥[\d,]+\.\d\d$/);
  await form.getByLabel(w.reason, { exact: true }).selectOption({ label: w.sizeDoesNotFit });
  await form.getByRole('button', { name: w.sendRequest }).click();
  await expect(page).toHaveURL(/\/refund\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: w.refundHeading })).toBeVisible();
  await expect(page.getByRole('region', { name: w.requestStatus })).toContainText(w.requested);
  const line = (await page.getByText(w.refundNo).textContent()) ?? '';
  const refundNo = w.refundNo.exec(line.trim())?.[1];
  if (!refundNo) throw new Error(`no request number in "${line}"`);
  return refundNo;
}

async function sendTheReturn(page: Page, w: Words, trackingNo: string): Promise<void> {
  const state = page.getByRole('region', { name: w.requestStatus });
  await expect(state).toContainText(w.agreed);
  await expect(page.getByRole('region', { name: w.returnAddress })).toContainText(w.returnsCentre);
  const logistics = page.getByRole('form', { name: w.returnLogistics });
  await logistics.getByLabel(w.expressCompany).fill(w.sfExpress);
  await logistics.getByLabel(w.trackingNumber).fill(trackingNo);
  await logistics.getByRole('button', { name: w.sendLogistics }).click();
  await expect(page.getByText(w.logisticsSent)).toBeVisible();
  await expect(state).toContainText(w.returning);
}

/** A fresh number for a parcel, as the carriers write them. */
const parcelNo = () => `SF${Date.now()}${Math.floor(Math.random() * 100)}`;

test('a shopper browses, buys with a coupon and points, and returns the order for a refund', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { member, w } = await shopper(page);
  const piece = await pieceToBrowse(page, 0);
  await earnPoints(page, member, piece);
  await signInAs(page, member, SHOP_URL);

  await browseTo(page, w, piece);
  await addToBagAndOpenIt(page, w, piece);
  await takeTwoAndCheckOut(page, w, piece);
  await deliverToNewAddress(page, w);
  await useCouponAndPoints(page, w);
  await consentAndSubmit(page, w);
  await payInCashier(page, 'pay');
  const orderNo = await openPaidOrder(page, w);

  const shipment = parcelNo();
  await operator('order', 'ship', orderNo, 'SF', shipment);
  await page.reload();
  await trackAndConfirm(page, w, shipment);

  const refundNo = await askForReturn(page, w);
  await operator('aftersales', 'agree', refundNo);
  await page.reload();
  const parcel = parcelNo();
  await sendTheReturn(page, w, parcel);
  await operator('aftersales', 'receive', refundNo);
  await page.reload();
  await expect(page.getByRole('region', { name: w.requestStatus })).toContainText(w.sellerRefunded);
  await expect(page.getByText(w.refundedNote)).toBeVisible();

  await page.getByRole('link', { name: w.orderDetails }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(statusPanel(page, w).getByText(w.refunded, { exact: true })).toBeVisible();
});

test('a failed payment leads to the failure page and is paid again the same way', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { member, w } = await shopper(page);
  await signInAs(page, member, SHOP_URL);
  await buyNow(page, await pieceToBrowse(page, 1), { buyNow: w.buyNow, size: w.size });
  await consentAndSubmit(page, w);

  await payInCashier(page, 'fail');
  await expect(page.getByRole('heading', { name: w.failed })).toBeVisible();
  await page.getByRole('button', { name: w.payAgain }).click();
  // The same method again: WeChat Pay's QR page on a desktop, its cashier on a phone.
  await payInCashier(page, 'pay', 'WeChat Pay');
  await openPaidOrder(page, w);
});

test('an unpaid order is cancelled from the order list', async ({ page }) => {
  test.setTimeout(120_000);
  const { member, w } = await shopper(page);
  await signInAs(page, member, SHOP_URL);
  await buyNow(page, await pieceToBrowse(page, 2), { buyNow: w.buyNow, size: w.size });
  await consentAndSubmit(page, w);
  // The shopper leaves the payment for later, and changes their mind in the member area.
  await expect(page).toHaveURL(isDesktop(page) ? /\/wx-pay\?order_id=\d+/ : /\/sandbox\/pay\//);

  await page.goto('/personal');
  await page
    .getByRole('region', { name: w.myOrders })
    .getByRole('link', { name: new RegExp(`^1\\s*${w.toPay}$`) })
    .click();
  const card = page
    .getByRole('list', { name: w.toPay })
    .getByRole('listitem', { name: w.orderCard });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: w.cancelOrder }).click();
  await page
    .getByRole('dialog', { name: w.cancelQuestion })
    .getByRole('button', { name: w.cancelTheOrder })
    .click();
  await expect(page.getByRole('status').filter({ hasText: w.orderCancelled })).toBeVisible();
  await expect(card).toHaveCount(0);

  await page
    .getByRole('navigation', { name: w.orderStates })
    .getByRole('link', { name: w.cancelledTab })
    .click();
  const cancelled = page
    .getByRole('list', { name: w.cancelledStatus })
    .getByRole('listitem', { name: w.orderCard });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText(w.cancelledStatus);
});

test('a paid order gets an invoice request', async ({ page }) => {
  test.setTimeout(120_000);
  const { member, w } = await shopper(page);
  await signInAs(page, member, SHOP_URL);
  await buyNow(page, await pieceToBrowse(page, 3), { buyNow: w.buyNow, size: w.size });
  await consentAndSubmit(page, w);
  await payInCashier(page, 'pay');
  await openPaidOrder(page, w);

  const panel = statusPanel(page, w);
  await panel.getByRole('button', { name: w.requestInvoice }).click();
  const dialog = page.getByRole('dialog', { name: w.requestInvoice });
  await dialog.getByRole('radio', { name: w.generalInvoice }).check();
  await dialog.getByRole('radio', { name: w.personal }).check();
  await dialog.getByLabel(w.invoiceTitle).fill(w.newAddressName);
  await dialog.getByLabel(w.email).fill('jing.chen@example.com');
  await dialog.getByRole('button', { name: w.sendInvoice }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(w.invoiceSent)).toBeVisible();
  await expect(page.getByRole('region', { name: w.invoice })).toContainText(w.invoiceRequested);
  await expect(panel.getByRole('button', { name: w.requestInvoice })).toHaveCount(0);
});

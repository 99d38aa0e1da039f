import { expect, test, type Page } from '@playwright/test';
import { CLUSTER_URL, INSTANCE_URLS } from '../../playwright.cluster.config';
import { giveAddress } from '../checkout-support';
import {
  addToBagAndOpenIt,
  browseTo,
  consentAndSubmit,
  openPaidOrder,
  statusPanel,
} from '../journey-steps';
import { WORDS, langOf, payInCashier, pieceToBrowse } from '../journey-support';
import { ACCOUNT, registerMember, type TestMember } from '../support';
import type { Served } from './round-robin';

// One shopper's way from the home page to a paid order, with every request (page documents, the
// app's lazy files, pictures, calls, and the cashier's notify) sent to the other instance than
// the one before: nothing a shopper does may depend on which instance answers.

type AccountWords = (typeof ACCOUNT)['cn'] | (typeof ACCOUNT)['en'];

/** Signs in with the password from the header's person icon: a dialog, or the phone's page. */
async function signIn(page: Page, words: AccountWords, member: TestMember): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: words.signIn }).click();
  const form =
    langOf(page) === 'cn'
      ? page.getByRole('dialog', { name: words.signIn })
      : page.getByRole('main');
  await form.getByRole('tab', { name: words.passwordWay }).click();
  const panel = form.getByRole('tabpanel');
  await panel.getByLabel(words.account, { exact: true }).fill(member.mobile);
  await panel.getByLabel(words.password, { exact: true }).fill(member.password);
  await form.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(banner.getByRole('link', { name: words.myAccount })).toBeVisible();
}

/** What kind of file or call a request was, as the walk counts them. */
function kindOf(url: string): string {
  const pathname = new URL(url, CLUSTER_URL).pathname;
  if (pathname.startsWith('/api')) return 'call';
  if (pathname.startsWith('/media/')) return 'picture';
  if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) return 'app code';
  if (pathname.startsWith('/sandbox/')) return 'cashier';
  if (!/\.\w+$/.test(pathname)) return 'page';
  return 'other file';
}

test('a shopper browses, signs in, fills the bag and pays, on both instances in turn', async ({
  page,
  playwright,
}) => {
  const lang = langOf(page);
  const w = WORDS[lang];
  if (lang === 'en') {
    await page.context().addCookies([{ name: 'lang', value: 'EN', url: CLUSTER_URL }]);
  }
  // Registered on one instance: the sandbox keeps a graphic code's answer in the instance that
  // drew it (it never stores answers in the database).
  const first = await playwright.request.newContext({ baseURL: INSTANCE_URLS[0] });
  const member = await registerMember(first);
  await first.dispose();
  await giveAddress(page.request, member);
  const piece = await pieceToBrowse(page, 0);
  await page.request.delete(`${CLUSTER_URL}/__cluster/served`);

  await browseTo(page, w, piece);
  await signIn(page, ACCOUNT[lang], member);
  await expect(page).toHaveURL(new RegExp(`/productList/detail\\?id=${piece.goodsId}$`));
  await addToBagAndOpenIt(page, w, piece);
  await page.getByRole('button', { name: w.checkout }).click();
  await expect(page).toHaveURL(/\/productList\/order$/);
  await consentAndSubmit(page, w);
  await payInCashier(page, 'pay');
  await openPaidOrder(page, w);
  // The order's own page opened afresh, as a shopper coming back to it would, until each
  // instance has served its document. How many requests a page makes decides where the next
  // document lands, so every other time another client's request comes in between.
  const documentsFrom = new Set<string>();
  for (let attempt = 0; attempt < 4 && documentsFrom.size < 2; attempt++) {
    if (attempt % 2 === 1) await page.request.get('/healthz');
    const response = await page.reload();
    documentsFrom.add(response?.headers()['x-instance'] ?? '');
    await expect(statusPanel(page, w)).toContainText(w.toShip);
  }

  const served = (await (
    await page.request.get(`${CLUSTER_URL}/__cluster/served`)
  ).json()) as Served[];
  const failed = served.filter(({ status }) => status >= 400);
  expect(failed).toEqual([]);
  const instancesByKind: Record<string, number[]> = {};
  for (const { url, instance } of served) {
    const kind = kindOf(url);
    instancesByKind[kind] = [...new Set([...(instancesByKind[kind] ?? []), instance])].sort();
  }
  for (const kind of ['page', 'app code', 'picture', 'call', 'cashier']) {
    expect(instancesByKind[kind], `${kind} requests`).toEqual([0, 1]);
  }
});

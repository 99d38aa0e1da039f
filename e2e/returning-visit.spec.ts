import { expect, test, type Page } from '@playwright/test';
import { productCards } from './support';

// These pages run under the service worker, as a shopper's do.
test.use({ serviceWorkers: 'allow' });

/** The query keys the shop has written to IndexedDB so far (none while it has written nothing). */
function persistedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('keyval-store');
        // Not there yet: looking must not create it (without the shop's store in it).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const read = open.result
            .transaction('keyval')
            .objectStore('keyval')
            .get('shop-query-cache');
          read.onsuccess = () => {
            const stored = read.result as string | undefined;
            if (!stored) return resolve([]);
            const client = JSON.parse(stored) as {
              clientState: { queries: { queryKey: unknown }[] };
            };
            resolve(client.clientState.queries.map((q) => JSON.stringify(q.queryKey)));
          };
          read.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
  );
}

test('a returning visitor sees the home page and a product list even when the API does not answer', async ({
  page,
}) => {
  await page.goto('/');
  const firstHeading = page.getByRole('main').getByRole('heading').first();
  await expect(firstHeading).toBeVisible();
  const heading = (await firstHeading.textContent()) ?? '';
  await expect
    .poll(() => persistedKeys(page))
    .toContain(JSON.stringify(['content', 'home-template', 'cn']));
  await page.goto('/productList?category_id=1');
  await expect(productCards(page).first()).toBeVisible();
  const firstCard = (await productCards(page).first().textContent()) ?? '';
  await expect
    .poll(() => persistedKeys(page))
    .toEqual(
      expect.arrayContaining([
        JSON.stringify(['content', 'home-template', 'cn']),
        expect.stringContaining('["goods","list",{"category_id":1'),
      ]),
    );

  // From now on no call reaches the server: what shows comes from the browser's own copy.
  await page.route('**/api?**', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { name: heading })).toBeVisible();
  await page.goto('/productList?category_id=1');
  await expect(productCards(page).first()).toContainText(firstCard.slice(0, 12));
});

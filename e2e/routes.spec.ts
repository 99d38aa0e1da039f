import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SPEC_ROUTES, type RouteIds } from './routes-support';

// These pages run under the service worker, as a shopper's do.
test.use({ serviceWorkers: 'allow' });

// Every path of spec §2, in the viewport of its set: shared paths in both, /pc on the desktop,
// /mobile on the phone. None may be blank, broken (an error in the page) or a 404.

const FAILURE_HEADINGS =
  /页面不存在|This page could not be found|页面无法加载|This page could not be loaded/;

async function api<T>(request: APIRequestContext, call: string, params: Record<string, string>) {
  const response = await request.get('/api', { params: { _mall_id: '2', r: call, ...params } });
  const reply = (await response.json()) as { code: number; data: T };
  expect(reply.code, call).toBe(0);
  return reply.data;
}

/** Real ids for the pages that show one thing: a product, a campaign, an article, a care. */
async function routeIds(request: APIRequestContext): Promise<RouteIds> {
  const goods = await api<{ list: { id: number }[] }>(request, 'api/default/goods-list', {
    page: '1',
    page_size: '1',
  });
  const custom = await api<{ list: { id: number }[] }>(request, 'api/goods/get-custom-goods', {
    page: '1',
    page_size: '1',
  });
  const cares = await api<{ list: { id: number }[] }>(request, 'api/washing/care-list', {});
  const topics = await api<{ list: { id: number }[] }>(request, 'api/kc/topic-page/list', {});
  const stories = await api<{ list: { id: number; group_id: number }[] }>(
    request,
    'api/kc/topic-news/list',
    { page: '1', page_size: '1' },
  );
  return {
    goodsId: goods.list[0]?.id ?? 0,
    customGoodsId: custom.list[0]?.id ?? 0,
    careId: cares.list[0]?.id ?? 0,
    topicId: topics.list[0]?.id ?? 0,
    newsId: stories.list[0]?.id ?? 0,
    groupId: stories.list[0]?.group_id ?? 0,
  };
}

async function expectAPage(page: Page, path: string) {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first(), path).toBeVisible();
  await expect(main.getByRole('heading', { name: FAILURE_HEADINGS }), path).toHaveCount(0);
  // A page may hand over to another (a visitor's order page to sign-in): wait for its words,
  // more than 8 characters from the first that is not a space to the last.
  await expect(main, `${path} has words`).toHaveText(/\S[\s\S]{7,}\S/, { useInnerText: true });
  page.off('pageerror', onError);
  expect(errors, `${path} ran without errors`).toEqual([]);
}

test('every page of the spec opens in its viewport', async ({ page, context, baseURL }, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'mobile';
  if (phone) await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL ?? '' }]);
  const ids = await routeIds(page.request);
  const paths = SPEC_ROUTES.filter(
    (route) => route.set === 'shared' || route.set === (phone ? 'mobile' : 'pc'),
  );
  expect(paths.length).toBeGreaterThan(40);
  for (const route of paths) await expectAPage(page, route.url(ids));
});

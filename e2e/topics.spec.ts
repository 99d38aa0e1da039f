import { expect, test } from '@playwright/test';
import { isCall, openHome, revealFooter } from './support';
import { api } from './topics-support';

test('a shopper opens a campaign, scrolls its stories, reads one and reaches a product', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  const campaigns = await api<{ list: { id: number; title: string }[] }>(
    page.request,
    'api/kc/topic-page/list',
  );
  const campaign = campaigns.list[0] as { id: number; title: string };

  // From the footer to the campaigns, and into the first one.
  await openHome(page);
  const footer = await revealFooter(page);
  if (phone) await footer.getByText('关于我们').click();
  await footer.getByRole('link', { name: '品牌专题' }).click();
  await expect(page).toHaveURL(/\/advertising\/homePage$/);
  await expect(page.getByRole('heading', { level: 1, name: '品牌专题' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(campaign.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/advertising/homePage\\?id=${campaign.id}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: '工坊之作' })).toBeVisible();

  // Its stories: a page at a time as the shopper scrolls, then the end.
  const secondPage = page.waitForRequest(
    (request) =>
      isCall(request.url(), 'api/kc/topic-news/list') && request.url().includes('page=2'),
  );
  await main.getByRole('link', { name: '阅读全部文章' }).click();
  await expect(page).toHaveURL(/\/advertising\/waterfallList\?group_id=\d+$/);
  const groupId = Number(new URL(page.url()).searchParams.get('group_id'));
  const group = await api<{ list: { title: string }[]; pagination: { total_count: number } }>(
    page.request,
    'api/kc/topic-news/list',
    { group_id: groupId, page_size: 40 },
  );
  const total = group.pagination.total_count;
  expect(total).toBeGreaterThan(6);
  await expect(main.getByRole('heading', { level: 1, name: '工坊札记' })).toBeVisible();
  await expect(main.getByText(`共 ${total} 篇文章`)).toBeVisible();
  const stories = main.getByRole('article');
  await expect(stories.first()).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 1200));
    await expect(main.getByText('已经到底了，全部文章都在这里。')).toBeInViewport({
      timeout: 1000,
    });
  }).toPass();
  await secondPage;
  await expect(stories).toHaveCount(total);

  // The newest story, then a piece from it.
  const newest = group.list[0]?.title ?? '';
  await stories.getByRole('link', { name: new RegExp(newest) }).click();
  await expect(page).toHaveURL(/\/advertising\/details\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const story = await api<{ summary: string; goods: { name: string }[] }>(
    page.request,
    'api/kc/topic-news/show',
    { id },
  );
  await expect(main.getByRole('heading', { level: 1, name: newest })).toBeVisible();
  await expect(main.getByText(story.summary)).toBeVisible();
  const piece = story.goods[0]?.name ?? '';
  const related = main.getByRole('region', { name: '文中单品' });
  await related
    .getByRole('link', { name: new RegExp(piece) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/productList\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: piece })).toBeVisible();
});

test('each page set keeps its own addresses, in English too', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const set = testInfo.project.name === 'mobile' ? 'mobile' : 'pc';
  await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL ?? '' }]);
  const campaigns = await api<{ list: { id: number }[] }>(page.request, 'api/kc/topic-page/list');
  const id = (campaigns.list[1] as { id: number }).id;
  const home = set === 'mobile' ? 'advertisingHome' : 'homePage';
  await page.goto(`/${set}/advertising/${home}?id=${id}`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'A Summer on the Riviera' }),
  ).toBeVisible();
  await main.getByRole('link', { name: 'Read all stories' }).click();
  const waterfall = set === 'mobile' ? 'advertisingWaterfall' : 'waterfallList';
  await expect(page).toHaveURL(new RegExp(`/${set}/advertising/${waterfall}\\?group_id=\\d+$`));
  await expect(main.getByRole('heading', { level: 1, name: 'Riviera Postcards' })).toBeVisible();
  await main.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${set}/advertising/advertisingDetails\\?id=\\d+$`));
  await expect(main.getByRole('heading', { level: 2, name: 'In this story' })).toBeVisible();

  // Another set's page name opens the same screen; an unknown one is the 404 page.
  await page.goto(`/${set}/advertising/details?id=999999`);
  await expect(
    main.getByRole('heading', { level: 1, name: 'This story is no longer available' }),
  ).toBeVisible();
  await page.goto(`/${set}/advertising/nothingHere`);
  await expect(page.getByRole('heading', { name: /This page could not be found/ })).toBeVisible();
});

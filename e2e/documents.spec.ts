import { expect, test, type Page } from '@playwright/test';
import {
  chooseLanguage,
  englishOn,
  expectAccessible,
  expectRealPage,
  publishDocument,
} from './documents-support';

/** A page of the documents in the viewport's own page set: /pc on the desktop, /mobile on the phone. */
const setPath = (isMobile: boolean, page: string) =>
  `/${isMobile ? 'mobile' : 'pc'}/otherPages/${page}`;

async function openDocument(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.getByRole('main').getByRole('article');
}

test('the policies open with their titles and the shop’s rules, in Chinese', async ({
  page,
  isMobile,
}) => {
  const returns = await openDocument(page, '/otherPages/returnPolicy', '退换货政策');
  await expect(returns).toContainText('签收之日起 7 日内');
  await expect(returns).toContainText('3–10 个工作日');
  // The console's suite may publish the policy again: any date is the date it was published.
  await expect(returns.getByText(/更新于 \d{4}年\d{1,2}月\d{1,2}日/)).toBeVisible();
  await expect(returns.getByRole('link', { name: '400 606 1961' })).toHaveAttribute(
    'href',
    'tel:4006061961',
  );

  const delivery = await openDocument(page, setPath(isMobile, 'deliveryInsurance'), '配送与保价');
  await expect(delivery).toContainText('付款后 3 个工作日内发货');
  await expect(delivery.getByRole('table')).toContainText('顺丰速运');

  const payment = await openDocument(page, setPath(isMobile, 'paymentMethod'), '支付方式');
  for (const method of ['微信支付', '支付宝', '账户余额']) {
    await expect(payment.getByRole('term').filter({ hasText: method })).toBeVisible();
  }

  // A link inside a document opens the other page in the app.
  await payment.getByRole('link', { name: '退换货政策' }).click();
  await expect(page).toHaveURL(/\/otherPages\/returnPolicy$/);
  await expect(page.getByRole('heading', { level: 1, name: '退换货政策' })).toBeVisible();

  // Long documents have a table of contents beside them on a wide screen only.
  await openDocument(page, setPath(isMobile, 'privacyPolicy'), '隐私政策');
  const contents = page.getByRole('navigation', { name: '目录' });
  if (isMobile) {
    await expect(contents).toHaveCount(0);
  } else {
    await contents.getByRole('link', { name: '九、您的权利' }).click();
    const section = page.getByRole('heading', { level: 2, name: '九、您的权利' });
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
  }
  await expectAccessible(page);
});

test('the questions fold open one by one, with the hotline to call, in English', async ({
  page,
  context,
  baseURL,
  isMobile,
}) => {
  await chooseLanguage(context, baseURL, 'en');
  const faq = await openDocument(
    page,
    isMobile ? '/mobile/otherPages/commonProblem' : '/otherPages/commonProblem',
    'Frequently Asked Questions',
  );
  const question = faq
    .getByRole('group')
    .filter({ hasText: 'How long does personalisation take?' });
  const answer = question.getByText('Personalised pieces take 7–14 days to make');
  await expect(answer).toBeHidden();
  await question.getByText('How long does personalisation take?').click();
  await expect(answer).toBeVisible();

  // The keyboard opens a question too.
  await faq.locator('summary').filter({ hasText: 'How long do I have to return a piece?' }).focus();
  await page.keyboard.press('Enter');
  await expect(faq.getByText('within 7 days of signing for your order')).toBeVisible();

  const hotline = faq.getByRole('link', { name: '400 606 1961' });
  await expect(hotline.first()).toHaveAttribute('href', 'tel:4006061961');
  await expect(faq).toContainText('Monday to Sunday, 10:00–22:00');
  await expectAccessible(page);

  const terms = await openDocument(page, setPath(isMobile, 'termsOfSale'), 'Terms of Sale');
  await expect(terms).toContainText('shipped within 3 working days of payment');
});

test('the documents centre and the site map lead to real pages', async ({
  page,
  context,
  baseURL,
  isMobile,
}, testInfo) => {
  const english = await englishOn('mobile', { context, baseURL }, testInfo);
  await page.goto(setPath(isMobile, 'docx'));
  await expect(
    page.getByRole('heading', { level: 1, name: english ? 'Policies and help' : '帮助与政策' }),
  ).toBeVisible();
  const entries = page.getByRole('main').getByRole('listitem');
  await expect(entries).toHaveCount(6);
  await entries
    .getByRole('link', { name: english ? 'Delivery & Insurance' : '配送与保价' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${setPath(isMobile, 'deliveryInsurance')}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: english ? 'Delivery & Insurance' : '配送与保价' }),
  ).toBeVisible();

  await page.goto(setPath(isMobile, isMobile ? 'webMap' : 'websiteMap'));
  await expect(
    page.getByRole('heading', { level: 1, name: english ? 'Site map' : '网站地图' }),
  ).toBeVisible();
  const groups = page.getByRole('main').getByRole('region');
  await expect(groups).toHaveCount(5);
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toHaveLength(20);
  const set = isMobile ? '/mobile/' : '/pc/';
  for (const href of hrefs.filter((h) => h.includes('/otherPages/'))) {
    expect(href.startsWith(set), href).toBe(true);
  }
  // A sample, one page of each group (the first that is not the home page): none is a 404.
  const sample: string[] = [];
  for (const group of await groups.all()) {
    const links = await group
      .getByRole('link')
      .evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
    const first = links.find((href) => href !== '/');
    if (first) sample.push(first);
  }
  expect(sample).toHaveLength(5);
  for (const href of sample) await expectRealPage(page, href);
});

test('a document published with a script shows its words and runs nothing', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const lang = testInfo.project.name === 'mobile' ? 'en' : 'cn';
  await chooseLanguage(context, baseURL, lang);
  const code = `notice${Date.now()}${testInfo.project.name}`;
  const said = await publishDocument(
    code,
    lang,
    '<h2>Opening hours</h2><p>The boutique opens at ten.</p>' +
      '<script>window.__ranScript = true; alert("script")</script>' +
      '<img src="/missing.png" alt="" onerror="window.__ranHandler = true; alert(\'handler\')">' +
      '<p><a href="javascript:window.__ranLink = true">Read more</a></p>',
    'Holiday notice',
  );
  expect(said).toContain(`created ${code}`);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/otherPages/richText?code=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday notice' })).toBeVisible();
  const article = page.getByRole('main').getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
  await expect(article.getByText('The boutique opens at ten.')).toBeVisible();
  await expect(article.getByText('Read more')).toBeVisible();
  await article.getByText('Read more').click();

  const traces = await page.evaluate(() => ({
    ran: [
      (window as { __ranScript?: boolean }).__ranScript,
      (window as { __ranHandler?: boolean }).__ranHandler,
      (window as { __ranLink?: boolean }).__ranLink,
    ],
    scripts: document.querySelectorAll('main script').length,
    handlers: Array.from(document.querySelectorAll('main *')).filter((el) =>
      el.getAttributeNames().some((name) => name.startsWith('on')),
    ).length,
    unsafeLinks: document.querySelectorAll('main a[href^="javascript"]').length,
  }));
  expect(traces).toEqual({
    ran: [undefined, undefined, undefined],
    scripts: 0,
    handlers: 0,
    unsafeLinks: 0,
  });
  expect(dialogs).toEqual([]);
});

test('an unknown document says so and leads home', async ({ page, context, baseURL }, testInfo) => {
  const english = await englishOn('desktop', { context, baseURL }, testInfo);
  await page.goto('/otherPages/richText?code=noSuchDocument');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: english ? 'This document could not be found' : '未找到该文档',
    }),
  ).toBeVisible();
  await page.getByRole('link', { name: english ? 'Back to the home page' : '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A page name that is no document of the shop: the server says 404, the app its 404 page.
  const response = await page.goto('/otherPages/noSuchPage');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: english ? 'This page could not be found' : '页面不存在' }),
  ).toBeVisible();
});

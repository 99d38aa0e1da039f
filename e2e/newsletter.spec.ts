import { expect, test, type Page } from '@playwright/test';
import { isCall, openHome, revealFooter, uniqueEmail } from './support';

const SUBSCRIBE_CALL = 'api/kc/subscribe/subscribe-log';

async function newsletter(page: Page) {
  const footer = await revealFooter(page);
  const section = footer.getByRole('region', { name: 'MAISON 通讯' });
  return {
    section,
    email: section.getByLabel('电子邮箱'),
    submit: section.getByRole('button', { name: '订阅' }),
    status: section.getByRole('status'),
  };
}

test('the footer newsletter refuses a malformed address and subscribes a valid one', async ({
  page,
}, testInfo) => {
  await openHome(page);
  const form = await newsletter(page);
  await form.email.scrollIntoViewIfNeeded();
  await expect(form.section).toBeVisible();

  // Empty, then malformed: said next to the field, nothing sent.
  let sent = 0;
  page.on('request', (request) => {
    if (isCall(request.url(), SUBSCRIBE_CALL)) sent += 1;
  });
  await form.submit.click();
  await expect(form.section.getByText('请输入您的电子邮箱地址。')).toBeVisible();
  await form.email.fill('someone@example');
  await form.submit.click();
  const problem = form.section.getByText('请输入有效的电子邮箱地址，例如 name@example.com。');
  await expect(problem).toBeVisible();
  await expect(form.email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.email).toBeFocused();
  expect(sent).toBe(0);

  // A valid address: the server accepts it and the form says so.
  const email = uniqueEmail(testInfo.project.name);
  await form.email.fill(email);
  await expect(problem).toHaveCount(0);
  const reply = page.waitForResponse((response) => isCall(response.url(), SUBSCRIBE_CALL));
  await form.submit.click();
  const body = (await (await reply).json()) as { code: number; data: { already: boolean } };
  expect(body.code).toBe(0);
  expect(body.data.already).toBe(false);
  await expect(form.status).toHaveText('感谢您的订阅，您将第一时间收到我们的最新资讯。');
  await expect(form.email).toHaveValue('');
  await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');

  // The same address again: already subscribed.
  await form.email.fill(email);
  await form.submit.click();
  await expect(form.status).toHaveText('该电子邮箱地址已订阅。');
});

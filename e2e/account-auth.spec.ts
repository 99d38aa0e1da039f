import {
  devices,
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { plentifulPiece } from './checkout-support';
import {
  ACCOUNT,
  expectNoticeClear,
  HOME_POPUP,
  isCall,
  ownAddress,
  registerMember,
  signInAs,
  textedCode,
  uniqueMobile,
  watchGraphicCodes,
} from './support';

// Signing in, registering, recovering and WeChat, through the real server: the graphic codes'
// answers and the texted codes come from the sandbox, as a shopper would read them on screen and
// on their phone. The shop under test texts a number at most every 12 seconds
// (SMS_RESEND_SECONDS in playwright.config.ts), so the tests that text a number again wait for
// that, as a shopper would.

const CN = ACCOUNT.cn;
const SEND_CODE = 'api/kc/crm-msg/send-msg-by-code';
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 769;

type GraphicCodes = ReturnType<typeof watchGraphicCodes>;

/** What a new password takes, under its field from the start. */
const PASSWORD_RULE = {
  cn: '8-16 位，至少包含一个字母和一个数字；可使用 ! @ # $ % & * 等键盘符号，不能包含空格。',
  en: '8-16 characters, with at least one letter and one number. Keyboard symbols such as ! @ # $ % & * are allowed; spaces are not.',
};

/**
 * A control marked as required beside its label (`labelLine`: the label or legend and what is
 * beside it), and announced so; or neither.
 */
async function expectRequired(control: Locator, labelLine: Locator, required = true) {
  const mark = labelLine.getByText('*', { exact: true });
  if (required) {
    await expect(control).toHaveAttribute('aria-required', 'true');
    await expect(mark).toBeVisible();
  } else {
    await expect(control).not.toHaveAttribute('aria-required', 'true');
    await expect(mark).toHaveCount(0);
  }
}

/** A control of the form, found by its label's words, and the line of that label. */
async function labelled(form: Locator, name: string) {
  const control = form.getByLabel(name, { exact: true });
  const id = await control.getAttribute('id');
  return { control, label: form.locator(`label[for="${id}"]`).locator('xpath=..') };
}

/** The header's person icon: a visitor's "Sign in", a member's "My account". */
function accountControl(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole(name === CN.myAccount ? 'link' : 'button', { name });
}

/** Opens the sign-in: the dialog on a wide screen, /mobile/login on a phone. */
async function openSignIn(page: Page): Promise<Locator> {
  await accountControl(page, CN.signIn).click();
  if (isDesktop(page)) {
    const dialog = page.getByRole('dialog', { name: CN.signIn });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(/\/mobile\/login$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: CN.signIn })).toBeVisible();
  return main;
}

/**
 * Fills in the graphic code and asks for a text; answers the server's reply to the request.
 * `scope` holds the form (the dialog or the page).
 */
async function requestCode(page: Page, scope: Locator, codes: GraphicCodes) {
  await scope.getByLabel(CN.graphicCode, { exact: true }).fill(await codes.answer());
  const reply = page.waitForResponse((response) => isCall(response.url(), SEND_CODE));
  await scope.getByRole('button', { name: /获取验证码|重新发送/ }).click();
  return (await (await reply).json()) as { code: number; data: { wait_seconds?: number } };
}

/**
 * Asks for a code for `mobile` and types it in. A number texted too recently is refused: the
 * page says how long to wait and counts down, and the code is asked for again.
 */
async function typeTextedCode(page: Page, scope: Locator, codes: GraphicCodes, mobile: string) {
  await scope.getByLabel(CN.mobile, { exact: true }).fill(mobile);
  let reply = await requestCode(page, scope, codes);
  if (reply.code === 429) {
    const wait = reply.data.wait_seconds ?? 0;
    expect(wait).toBeGreaterThan(0);
    // The live figure on screen (a screen reader's copy of the message follows it).
    const notice = scope.getByText(/^请\d+秒后再试$/).first();
    await expect(notice).toBeVisible();
    const shown = Number((await notice.textContent())?.replace(/\D/g, ''));
    expect(shown).toBeLessThanOrEqual(wait);
    // Counting down live: a later figure is smaller, or none once the wait is over (a figure of
    // 1 may be the last one shown).
    const figures = scope.getByText(/^请\d+秒后再试$/);
    await expect
      .poll(async () => {
        const [text] = await figures.allTextContents();
        return text === undefined ? 0 : Number(text.replace(/\D/g, ''));
      })
      .toBeLessThan(shown);
    // Once read out (3 s), the copy goes: one figure only, counting down, then none. A wait of a
    // few seconds ends with the copy.
    if (wait > 4) await expect(scope.getByText(/^请\d+秒后再试$/)).toHaveCount(1);
    await expect(scope.getByRole('button', { name: CN.getCode })).toBeVisible({
      timeout: (wait + 5) * 1000,
    });
    await expect(scope.getByText(/请\d+秒后再试/)).toHaveCount(0);
    reply = await requestCode(page, scope, codes);
  }
  expect(reply.code).toBe(0);
  await expect(scope.getByRole('button', { name: /\d+ 秒后重发/ })).toBeVisible();
  await scope.getByLabel(CN.smsCode, { exact: true }).fill(await textedCode(page, mobile));
}

/** A field of the sign-in form on show (its tab panel is named after the tab, as a field is). */
function signInField(scope: Locator, label: string): Locator {
  return scope.getByRole('tabpanel').getByLabel(label, { exact: true });
}

/** Signs out from the member area, as a member does. */
async function signOut(page: Page) {
  await accountControl(page, CN.myAccount).click();
  await expect(page).toHaveURL(/\/personal/);
  await page.getByRole('button', { name: CN.signOut }).click();
  await expect(accountControl(page, CN.signIn)).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === 'userInfo')).toBe(false);
}

async function signInWithPassword(page: Page, account: string, password: string) {
  const form = await openSignIn(page);
  await form.getByRole('tab', { name: CN.passwordWay }).click();
  await signInField(form, CN.account).fill(account);
  await signInField(form, CN.password).fill(password);
  await form.getByRole('button', { name: CN.signIn, exact: true }).click();
  return form;
}

/** A visitor puts a piece in the bag kept on their device, on its detail page. */
async function addToDeviceBag(page: Page, words: { size: string; addToBag: string }) {
  const piece = await plentifulPiece(page, 0);
  await page.goto(`/productList/detail?id=${piece.goodsId}`);
  const main = page.getByRole('main');
  await main
    .getByRole('group', { name: words.size, exact: true })
    .getByRole('button', { name: piece.size, exact: true })
    .click();
  await main.getByRole('button', { name: words.addToBag }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /[（(]1[)）]$/ })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
  // The home page's activity popup shows once a visit, whenever a test lands there.
  for (const lang of ['cn', 'en'] as const) {
    const popup = page.getByRole('dialog', { name: HOME_POPUP[lang] });
    await page.addLocatorHandler(popup, async () => {
      await popup.getByRole('button', { name: lang === 'cn' ? '关闭' : 'Close' }).click();
    });
  }
});

test('a new member registers, signs out, and signs in with a password and with a texted code', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const codes = watchGraphicCodes(page);
  const mobile = uniqueMobile();
  // A password manager's: symbols are welcome.
  const password = 'Maison2026!';

  // A visitor with a piece in their bag creates an account: the bag becomes theirs.
  await addToDeviceBag(page, { size: '尺码', addToBag: '加入购物袋' });
  await page.goto('/');
  const signIn = await openSignIn(page);
  await signIn.getByRole('link', { name: CN.createAccount }).click();
  await expect(page).toHaveURL(/\/mobile\/login\/register$/);
  const form = page.getByRole('main');
  await expect(form.getByRole('heading', { name: CN.createAccount })).toBeVisible();

  // Before anything is typed: what the shop needs is marked, the legend says what the mark means,
  // and the password's rule is under it and read with it.
  await expect(form.getByText('标有 * 的为必填项。')).toBeVisible();
  for (const name of [CN.lastName, CN.firstName, CN.mobile, CN.smsCode, CN.password]) {
    const { control, label } = await labelled(form, name);
    await expectRequired(control, label);
  }
  await expectRequired(
    form.getByRole('radiogroup', { name: CN.titleLegend }),
    form.locator('legend', { hasText: CN.titleLegend }),
  );
  await expectRequired(
    form.getByLabel(CN.privacy),
    form.locator('label', { hasText: CN.privacy }).locator('xpath=..'),
  );
  for (const name of [CN.email, CN.country, CN.city]) {
    const { control, label } = await labelled(form, name);
    await expectRequired(control, label, false);
  }
  await expect(form.getByLabel(CN.year, { exact: true })).not.toHaveAttribute('aria-required');
  const passwordField = form.getByLabel(CN.password, { exact: true });
  await expect(form.getByText(PASSWORD_RULE.cn)).toBeVisible();
  await expect(passwordField).toHaveAccessibleDescription(PASSWORD_RULE.cn);
  // The newsletter goes by email: asking for it makes the email needed.
  const email = await labelled(form, CN.email);
  await form.getByLabel(CN.newsletter).check();
  await expectRequired(email.control, email.label);
  await form.getByLabel(CN.newsletter).uncheck();
  await expectRequired(email.control, email.label, false);

  // Submitting at once: every rule says what is wrong, beside its field, and the first is focused.
  await form.getByRole('button', { name: CN.createAccount }).click();
  await expect(form.getByText('请选择称谓')).toBeVisible();
  await expect(form.getByText('姓氏为 1-5 个字符')).toBeVisible();
  await expect(form.getByText('名字为 1-4 个字符')).toBeVisible();
  await expect(form.getByText('手机号码不能为空')).toBeVisible();
  // No text asked for yet: the graphic code that unlocks it is still to be filled in.
  await expect(form.getByText('图形验证码不能为空')).toBeVisible();
  await expect(form.getByText('手机验证码不能为空')).toBeVisible();
  await expect(form.getByText('请勾选隐私政策')).toBeVisible();
  await expect(passwordField).toHaveAccessibleDescription(`${PASSWORD_RULE.cn} 密码长度为 8-16 位`);
  // What may be left out is not refused.
  await expect(form.getByText('请选择正确的出生日期')).toHaveCount(0);
  await expect(form.getByText('请输入正确的邮箱地址')).toHaveCount(0);
  await expect(form.getByRole('radio', { name: CN.title['Mr.'] })).toBeFocused();

  // Wrong entries are named as the shopper leaves each field.
  await form.getByLabel(CN.lastName, { exact: true }).fill('欧阳欧阳欧阳');
  await form.getByLabel(CN.firstName, { exact: true }).fill('🌸');
  await form.getByLabel(CN.firstName, { exact: true }).blur();
  await expect(form.getByText('不允许输入表情符号')).toBeVisible();
  await form.getByLabel(CN.mobile, { exact: true }).fill('12345');
  await form.getByLabel(CN.mobile, { exact: true }).blur();
  await expect(form.getByText('手机号码格式错误')).toBeVisible();
  // A refused password says exactly what is refused.
  await passwordField.fill('Maison 2026');
  await form.getByLabel(CN.confirmPassword, { exact: true }).fill('shorter');
  await form.getByLabel(CN.confirmPassword, { exact: true }).blur();
  await expect(form.getByText('密码不能包含空格')).toBeVisible();
  await expect(form.getByText('两次输入的密码不一致！')).toBeVisible();
  // "Get code" asks for nothing until the number and the graphic code are there.
  let sent = 0;
  page.on('request', (request) => {
    if (isCall(request.url(), SEND_CODE)) sent += 1;
  });
  await form.getByRole('button', { name: CN.getCode }).click();
  await expect(form.getByText('图形验证码不能为空')).toBeVisible();
  expect(sent).toBe(0);

  // The policy reads in place.
  await form.getByRole('button', { name: CN.readPrivacy }).click();
  const policy = page.getByRole('dialog');
  await expect(policy).toBeVisible();
  await expect(policy.getByRole('heading')).toHaveText(/隐私/);
  await policy.getByRole('button', { name: '关闭' }).first().click();
  await expect(policy).toBeHidden();

  // Only what the shop needs: no email, date of birth, country or city.
  await form.getByRole('radio', { name: CN.title['Ms.'] }).check();
  await form.getByLabel(CN.lastName, { exact: true }).fill('李');
  await form.getByLabel(CN.firstName, { exact: true }).fill('梅');
  await typeTextedCode(page, form, codes, mobile);
  await form.getByLabel(CN.password, { exact: true }).fill(password);
  await form.getByLabel(CN.confirmPassword, { exact: true }).fill(password);
  await form.getByLabel(CN.privacy).check();
  await form.getByRole('button', { name: CN.createAccount }).click();

  // Signed in at once, with the registration gift.
  await expect(page.getByRole('heading', { name: /欢迎加入 MAISON/ })).toBeVisible();
  await expect(page.getByText(/¥100\.00 礼券已放入您的账户/)).toBeVisible();
  await expect(accountControl(page, CN.myAccount)).toBeVisible();
  // The notice that says so sits above the welcome, not over it, until the shopper goes on.
  const saved = page.getByRole('status').filter({ hasText: '购物袋已保存至您的账户' });
  await expectNoticeClear(saved);
  // Back to the page the sign-in started from.
  await page.getByRole('button', { name: CN.continue }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(saved).toHaveCount(0);

  await signOut(page);

  // A wrong password is refused with the server's words; the right one signs in.
  const byPassword = await signInWithPassword(page, mobile, 'Wrong2026x');
  await expect(byPassword.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await signInField(byPassword, CN.password).fill(password);
  await byPassword.getByRole('button', { name: CN.signIn, exact: true }).click();
  await expect(accountControl(page, CN.myAccount)).toBeVisible();

  await signOut(page);

  // A texted code: the number had one when it registered, moments ago, so the page may ask to
  // wait first.
  const bySms = await openSignIn(page);
  await typeTextedCode(page, bySms, codes, mobile);
  await bySms.getByRole('button', { name: CN.signIn, exact: true }).click();
  await expect(accountControl(page, CN.myAccount)).toBeVisible();
  if (isDesktop(page)) {
    await expect(bySms).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  } else {
    // Back where the shopper was before the sign-in page (spec §2).
    await expect(page).toHaveURL(/\/$/);
  }
});

test('the sign-in page a visit opens on draws one graphic code, the one its form shows', async ({
  page,
}) => {
  const codes = watchGraphicCodes(page);
  const drawnOn: string[] = [];
  page.on('request', (request) => {
    if (isCall(request.url(), 'site/pic-captcha')) drawnOn.push(new URL(page.url()).pathname);
  });
  await page.goto('/mobile/login/register');
  const form = page.getByRole('main');
  await expect(form.getByRole('heading', { name: CN.createAccount })).toBeVisible();
  await expect(form.locator('img[width="120"]')).toBeVisible();
  // Asked for while the page's code loaded, and taken by the form rather than asked again.
  expect(drawnOn).toEqual(['/mobile/login/register']);
  await typeTextedCode(page, form, codes, uniqueMobile());

  // A sign-in page opened later in the visit: its form asks for its own, once.
  await form.getByRole('link', { name: CN.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/login$/);
  await expect(form.locator('img[width="120"]')).toBeVisible();
  await expect.poll(() => drawnOn.filter((path) => path === '/mobile/login')).toHaveLength(1);
  await typeTextedCode(page, form, codes, uniqueMobile());
});

test('the main path in English: register, sign out, sign in with the password', async ({
  page,
  baseURL,
}) => {
  const EN = ACCOUNT.en;
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL ?? '' }]);
  const codes = watchGraphicCodes(page);
  const mobile = uniqueMobile();
  const password = 'Maison2026!';

  await addToDeviceBag(page, { size: 'Size', addToBag: 'Add to bag' });
  await page.goto('/mobile/login/register');
  const form = page.getByRole('main');
  await expect(form.getByRole('heading', { name: EN.createAccount })).toBeVisible();
  await expect(form.getByText('Fields marked * are required.')).toBeVisible();
  await expect(form.getByText(PASSWORD_RULE.en)).toBeVisible();
  await expect(form.getByLabel(EN.password, { exact: true })).toHaveAccessibleDescription(
    PASSWORD_RULE.en,
  );
  await form.getByRole('button', { name: EN.createAccountButton }).click();
  await expect(form.getByText('Last name must be 1-5 characters')).toBeVisible();
  await expect(form.getByText('Please tick the privacy policy')).toBeVisible();

  await form.getByRole('radio', { name: EN.title['Mr.'] }).check();
  await form.getByLabel(EN.lastName, { exact: true }).fill('Wang');
  await form.getByLabel(EN.firstName, { exact: true }).fill('Lei');
  // An email, to sign in with; no date of birth, country or city.
  await form.getByLabel(EN.email, { exact: true }).fill(`${mobile}@example.com`);
  await form.getByLabel(EN.mobile, { exact: true }).fill(mobile);
  await form.getByLabel(EN.graphicCode, { exact: true }).fill(await codes.answer());
  const sent = page.waitForResponse((response) => isCall(response.url(), SEND_CODE));
  await form.getByRole('button', { name: EN.getCode }).click();
  expect(((await (await sent).json()) as { code: number }).code).toBe(0);
  await expect(
    form.getByRole('status').filter({ hasText: /^A code has been sent to 1\d\d\*\*\*\*\d{4}\.$/ }),
  ).toHaveCount(1);
  await form.getByLabel(EN.smsCode, { exact: true }).fill(await textedCode(page, mobile));
  await form.getByLabel(EN.password, { exact: true }).fill(password);
  await form.getByLabel(EN.confirmPassword, { exact: true }).fill(password);
  await form.getByLabel(EN.privacy).check();
  await form.getByRole('button', { name: EN.createAccountButton }).click();
  await expect(page.getByText(/A gift certificate of ¥100\.00 has been added/)).toBeVisible();
  await expectNoticeClear(
    page.getByRole('status').filter({ hasText: 'Your bag is saved to your account' }),
  );

  // Nothing to return to: the member area.
  await page.getByRole('button', { name: EN.continue }).click();
  await expect(page).toHaveURL(/\/personal/);
  // The profile offers what registration left out, and takes it.
  await page.goto('/personal?tab=profile');
  const missing = page.getByText(
    'To complete your profile, add your date of birth, country or region, and home city below.',
  );
  await expect(missing).toBeVisible();
  await expect(page.getByLabel('Date of birth')).toHaveValue('');
  await page.getByLabel('Date of birth').fill('1988-11-03');
  await page.getByLabel('Country or region').fill('China');
  await page.getByLabel('Home city').fill('Beijing');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(missing).toBeHidden();
  await page.goto('/personal');
  await page.getByRole('button', { name: EN.signOut }).click();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: EN.signIn })).toBeVisible();

  await banner.getByRole('button', { name: EN.signIn }).click();
  const signIn = isDesktop(page)
    ? page.getByRole('dialog', { name: EN.signIn })
    : page.getByRole('main');
  await signIn.getByRole('tab', { name: EN.passwordWay }).click();
  await signInField(signIn, EN.account).fill(`${mobile}@example.com`);
  await signInField(signIn, EN.password).fill(password);
  await signIn.getByRole('button', { name: EN.signIn, exact: true }).click();
  await expect(banner.getByRole('link', { name: EN.myAccount })).toBeVisible();
});

test('forgot password: prove the number, choose a new password, sign in with it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await registerMember(page.request);
  const codes = watchGraphicCodes(page);
  const newPassword = 'Renewed#2027';

  await page.goto('/mobile/login');
  await page.getByRole('link', { name: CN.forgot }).click();
  await expect(page).toHaveURL(/\/mobile\/login\/forgotPwd$/);
  const form = page.getByRole('main');
  // The address changes first; the page follows once its screen is there.
  await expect(form.getByRole('heading', { name: '重置密码' })).toBeVisible();
  await typeTextedCode(page, form, codes, member.mobile);
  await form.getByRole('button', { name: CN.next }).click();

  // The rule is there before anything is typed, and each refusal names its reason.
  await expect(form.getByLabel('新密码', { exact: true })).toHaveAccessibleDescription(
    PASSWORD_RULE.cn,
  );
  await form.getByLabel('新密码', { exact: true }).fill('letters');
  await form.getByLabel('确认新密码', { exact: true }).fill('letters');
  await form.getByRole('button', { name: '修改密码' }).click();
  await expect(form.getByText('密码长度为 8-16 位')).toBeVisible();
  await form.getByLabel('新密码', { exact: true }).fill(newPassword);
  await form.getByLabel('确认新密码', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: '修改密码' }).click();
  await expect(form.getByText('密码已修改，请使用新密码登录。')).toBeVisible();

  // The sign-in page, from the "done" step: the old password no longer works, the new one does.
  await form.getByRole('link', { name: CN.signIn }).click();
  await expect(page).toHaveURL(/\/mobile\/login$/);
  const signIn = page.getByRole('main');
  await signIn.getByRole('tab', { name: CN.passwordWay }).click();
  await signInField(signIn, CN.account).fill(member.mobile);
  await signInField(signIn, CN.password).fill(member.password);
  await signIn.getByRole('button', { name: CN.signIn, exact: true }).click();
  await expect(signIn.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await signInField(signIn, CN.password).fill(newPassword);
  await signIn.getByRole('button', { name: CN.signIn, exact: true }).click();
  // No page before the sign-in page in this visit: the member area.
  await expect(page).toHaveURL(/\/personal/);
  await expect(accountControl(page, CN.myAccount)).toBeVisible();
});

test('a dead session asks for a sign-in, then comes back to the page that needed it', async ({
  page,
  baseURL,
}) => {
  const member = await registerMember(page.request);
  await signInAs(page, member, baseURL ?? '');
  await page.goto('/productList');
  await expect(accountControl(page, CN.myAccount)).toBeVisible();

  // The session ends elsewhere (signed out on another device, or expired).
  const ended = await page.request.post('/api', {
    params: { _mall_id: '2', r: 'api/passport/logout' },
    headers: { 'x-access-token': member.token },
    multipart: {},
  });
  expect(((await ended.json()) as { code: number }).code).toBe(0);

  await accountControl(page, CN.myAccount).click();
  if (isDesktop(page)) {
    // A wide screen opens the dialog over the page.
    const dialog = page.getByRole('dialog', { name: CN.signIn });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/personal/);
    await dialog.getByRole('tab', { name: CN.passwordWay }).click();
    await signInField(dialog, CN.account).fill(member.mobile);
    await signInField(dialog, CN.password).fill(member.password);
    await dialog.getByRole('button', { name: CN.signIn, exact: true }).click();
    await expect(dialog).toBeHidden();
  } else {
    // A phone goes to the sign-in page, which keeps the page to come back to (spec §2).
    await expect(page).toHaveURL(/\/mobile\/login$/);
    await expect(accountControl(page, CN.signIn)).toBeVisible();
    // The page to come back to is written once the sign-in rules' chunk has loaded.
    const stored = () => page.evaluate(() => sessionStorage.getItem('wxLoginCallBackPage'));
    await expect
      .poll(async () => JSON.parse((await stored()) ?? '{}') as unknown)
      .toMatchObject({ path: '/personal' });
    const form = page.getByRole('main');
    await form.getByRole('tab', { name: CN.passwordWay }).click();
    await signInField(form, CN.account).fill(member.mobile);
    await signInField(form, CN.password).fill(member.password);
    await form.getByRole('button', { name: CN.signIn, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/personal/);
  await expect(page.getByRole('heading', { level: 1, name: /，李女士$/ })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('wxLoginCallBackPage'))).toBeNull();
});

// The QR code is the desktop way; a phone signs in inside WeChat.
test(
  'WeChat QR sign-in on a computer: the first scan binds a mobile number, the next signs in',
  { tag: '@desktop' },
  async ({ page, context }) => {
    const codes = watchGraphicCodes(page);
    const mobile = uniqueMobile();
    const nickname = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

    /** Opens the WeChat tab and approves the scan on "the phone": a second page of the context. */
    const scanAndApprove = async () => {
      const dialog = await openSignIn(page);
      const qr = page.waitForResponse((response) =>
        isCall(response.url(), 'api/kc/wechat/get-wechat-url'),
      );
      await dialog.getByRole('tab', { name: CN.wechatWay }).click();
      const { data } = (await (await qr).json()) as { data: { url: string } };
      await expect(dialog.getByRole('img', { name: '微信登录二维码' })).toBeVisible();
      await expect(dialog.getByText('请使用微信扫码登录。')).toBeVisible();
      const phone = await context.newPage();
      await phone.goto(data.url);
      // The computer sees the scan while the phone asks for approval.
      await expect(dialog.getByText('已扫码，请在手机上确认登录。')).toBeVisible();
      await phone.getByLabel(/微信用户/).fill(nickname);
      await phone.getByRole('button', { name: '同意' }).click();
      await expect(phone.getByText(/已同意/)).toBeVisible();
      await phone.close();
      return dialog;
    };

    await page.goto('/productList');
    await scanAndApprove();

    // First time: this WeChat user has no account yet; a proven number that is new creates one.
    await expect(page).toHaveURL(/\/mobile\/login\/wxbind\?state=/);
    const form = page.getByRole('main');
    await expect(form.getByRole('heading', { name: '绑定微信' })).toBeVisible();
    await typeTextedCode(page, form, codes, mobile);
    await form.getByRole('button', { name: CN.next }).click();
    await expect(
      form.getByText('该手机号码尚未注册 MAISON。填写以下信息即可创建账户。'),
    ).toBeVisible();
    await form.getByRole('button', { name: '创建账户并登录' }).click();
    await expect(form.getByText('请选择称谓')).toBeVisible();
    await expect(form.getByText('请勾选隐私政策')).toBeVisible();
    await form.getByRole('radio', { name: CN.title['Mr.'] }).check();
    await form.getByLabel(CN.lastName, { exact: true }).fill('陈');
    await form.getByLabel(CN.firstName, { exact: true }).fill('立');
    await form.getByLabel(CN.privacy).check();
    await form.getByRole('button', { name: '创建账户并登录' }).click();
    // Signed in, and back on the page the dialog was opened over.
    await expect(page).toHaveURL(/\/productList$/);
    await expect(accountControl(page, CN.myAccount)).toBeVisible();

    await signOut(page);

    // Next time the same WeChat user is signed in straight away, where they are.
    const dialog = await scanAndApprove();
    await expect(dialog).toBeHidden();
    await expect(accountControl(page, CN.myAccount)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  },
);

test(
  'a WeChat scan without a unionid shows only what went wrong',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await page.goto('/productList');
    const dialog = await openSignIn(page);
    const qr = page.waitForResponse((response) =>
      isCall(response.url(), 'api/kc/wechat/get-wechat-url'),
    );
    await dialog.getByRole('tab', { name: CN.wechatWay }).click();
    const { data } = (await (await qr).json()) as { data: { url: string } };
    const phone = await context.newPage();
    await phone.goto(data.url);
    await phone.getByLabel(/微信用户/).fill(`e2e-nounion-qr-${Date.now()}`);
    await phone.getByLabel(/不提供 unionid/).check();
    await phone.getByRole('button', { name: '同意' }).click();
    await expect(phone.getByText(/已同意/)).toBeVisible();
    await phone.close();

    await expect(dialog.getByRole('alert')).toHaveText('获取 unionid 异常，请联系管理员');
    await expect(dialog.getByText('已确认，正在登录…')).toHaveCount(0);
    await expect(accountControl(page, CN.signIn)).toBeVisible();
  },
);

// The WeChat browser is a phone's.
const WECHAT_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN';

/** The sandbox's WeChat authorization page: approve as `nickname`. */
async function approveInWeChat(page: Page, nickname: string, { unionid = true } = {}) {
  await expect(page).toHaveURL(/\/sandbox\/wechat\/authorize\?state=/);
  await page.getByLabel(/微信用户/).fill(nickname);
  if (!unionid) await page.getByLabel(/不提供 unionid/).check();
  await page.getByRole('button', { name: '同意' }).click();
}

/** Another phone's WeChat browser, beside the test's own. */
async function otherWeChatBrowser(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: testInfo.project.use.baseURL,
    userAgent: WECHAT_USER_AGENT,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await ownAddress(page);
  return { context, page };
}

/**
 * Approves on the sandbox page, and keeps the address WeChat sends the browser back to (with
 * the code and state) rather than following it, as one would who sends it to someone else.
 */
async function approveAndKeepWayBack(page: Page, nickname: string): Promise<URL> {
  const approval = '**/sandbox/wechat/authorize';
  let address = new URL('about:blank');
  await page.route(approval, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const approved = await route.fetch({ maxRedirects: 0 });
    address = new URL(approved.headers().location ?? '', route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<p>kept</p>' });
  });
  await approveInWeChat(page, nickname);
  await expect(page.getByText('kept')).toBeVisible();
  await page.unroute(approval);
  expect(address.searchParams.get('code')).toBeTruthy();
  return address;
}

test.describe('inside the WeChat browser', { tag: '@mobile' }, () => {
  test.use({ userAgent: WECHAT_USER_AGENT });

  test('a page opened with another browser’s openid code asks WeChat for its own', async ({
    page,
    browser,
  }, testInfo) => {
    const nickname = `e2e-openid-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const other = await otherWeChatBrowser(browser, testInfo);
    try {
      await other.page.goto('/productList?sort=new');
      const address = await approveAndKeepWayBack(other.page, `${nickname}-other`);
      expect(address.pathname).toBe('/productList');

      await page.goto(address.pathname + address.search);
      await expect(page).toHaveURL(/\/sandbox\/wechat\/authorize\?state=/);
      expect(new URL(page.url()).searchParams.get('state')).not.toBe(
        address.searchParams.get('state'),
      );
      await approveInWeChat(page, nickname);
      await expect(page).toHaveURL(/\/productList\?sort=new$/);
      const openid = await page.evaluate(() => sessionStorage.getItem('openid'));
      expect(openid).toMatch(/^o/);
      // The other browser's code is still its own to exchange.
      await other.page.goto(address.pathname + address.search);
      await expect(other.page).toHaveURL(/\/productList\?sort=new$/);
      const theirs = await other.page.evaluate(() => sessionStorage.getItem('openid'));
      expect(theirs).toMatch(/^o/);
      expect(theirs).not.toBe(openid);
    } finally {
      await other.context.close();
    }
  });

  test('a page gets its openid from WeChat, then the shopper signs in with WeChat', async ({
    page,
  }) => {
    const codes = watchGraphicCodes(page);
    const nickname = `e2e-inapp-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

    // The first page goes to WeChat for an openid and comes back without the code in its address.
    await page.goto('/productList?sort=new');
    await approveInWeChat(page, nickname);
    await expect(page).toHaveURL(/\/productList\?sort=new$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('openid'))).toMatch(/^o/);
    // With an openid for this visit, later pages stay in the shop.
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(accountControl(page, CN.signIn)).toBeVisible();

    // "Sign in with WeChat": WeChat comes back to wxAuth; a first-time user binds a number.
    await accountControl(page, CN.signIn).click();
    await expect(page).toHaveURL(/\/mobile\/login$/);
    await page.getByRole('button', { name: '微信登录' }).click();
    await approveInWeChat(page, nickname);
    await expect(page).toHaveURL(/\/mobile\/login\/wxbind\?state=/);
    const form = page.getByRole('main');
    await expect(form.getByRole('heading', { name: '绑定微信' })).toBeVisible();
    await typeTextedCode(page, form, codes, uniqueMobile());
    await form.getByRole('button', { name: CN.next }).click();
    await form.getByRole('radio', { name: CN.title['Ms.'] }).check();
    await form.getByLabel(CN.lastName, { exact: true }).fill('周');
    await form.getByLabel(CN.firstName, { exact: true }).fill('雨');
    await form.getByLabel(CN.privacy).check();
    await form.getByRole('button', { name: '创建账户并登录' }).click();
    // Signed in, back on the page before the sign-in page.
    await expect(page).toHaveURL(/\/$/);
    await expect(accountControl(page, CN.myAccount)).toBeVisible();
  });

  test('a WeChat user without a unionid is told what the server says', async ({ page }) => {
    const nickname = `e2e-nounion-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await page.goto('/mobile/login');
    await approveInWeChat(page, nickname, { unionid: false });
    await expect(page).toHaveURL(/\/mobile\/login$/);
    await page.getByRole('button', { name: '微信登录' }).click();
    await approveInWeChat(page, nickname, { unionid: false });
    await expect(page).toHaveURL(/\/mobile\/login\/wxbind\/wxAuth\?/);
    await expect(page.getByRole('alert')).toHaveText('获取 unionid 异常，请联系管理员');
    await expect(accountControl(page, CN.signIn)).toBeVisible();
  });
});

// The address WeChat sends a browser back to carries the sign-in's code and state. Sent to
// someone else (a link), it signs nobody in and binds nothing in their browser, which is told
// the sign-in has expired; the browser that started the sign-in still finishes it.
test('a WeChat sign-in’s way back, opened in another browser, is refused there', async ({
  page,
  browser,
}, testInfo) => {
  const wayBack = /\/mobile\/login\/wxbind\/wxAuth\?code=/;
  const expired = '微信登录已失效，请重新扫码/授权';
  const wechat = await otherWeChatBrowser(browser, testInfo);
  try {
    // Browser A, inside WeChat, starts a sign-in and approves it, then keeps the way back.
    const starter = wechat.page;
    const starterCodes = watchGraphicCodes(starter);
    const nickname = `e2e-own-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await starter.goto('/mobile/login');
    await approveInWeChat(starter, nickname);
    await expect(starter).toHaveURL(/\/mobile\/login$/);
    await starter.getByRole('button', { name: '微信登录' }).click();
    const address = await approveAndKeepWayBack(starter, nickname);
    expect(address.href).toMatch(wayBack);
    const state = address.searchParams.get('state') ?? '';

    // Browser B opens it: refused by the server, told so, and offered a sign-in of its own.
    const answered = page.waitForResponse((response) =>
      isCall(response.url(), 'api/kc/wechat/get-user-by-code'),
    );
    await page.goto(address.pathname + address.search);
    await answered;
    await expect(page.getByText('请稍候…')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('other-browser-way-back.png') });
    await expect(page.getByRole('alert')).toHaveText(expired);
    await expect(page).toHaveURL(wayBack);
    await expect(accountControl(page, CN.signIn)).toBeVisible();
    if (isDesktop(page)) {
      await page.getByRole('button', { name: '微信登录' }).click();
      await expect(page.getByRole('img', { name: '微信登录二维码' })).toBeVisible();
    } else {
      await expect(page.getByRole('link', { name: '返回登录' })).toBeVisible();
    }

    // A goes on with it: a first-time WeChat user is asked for a mobile number.
    await starter.goto(address.pathname + address.search);
    await expect(starter).toHaveURL(/\/mobile\/login\/wxbind\?state=/);

    // B on the binding page of A's state: proving B's own number binds nothing.
    const codes = watchGraphicCodes(page);
    await page.goto(`/mobile/login/wxbind?state=${state}`);
    const lure = page.getByRole('main');
    await typeTextedCode(page, lure, codes, uniqueMobile());
    await lure.getByRole('button', { name: CN.next }).click();
    await expect(lure.getByText(expired)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('other-browser-binding.png') });
    await expect(lure.getByRole('button', { name: '创建账户并登录' })).toHaveCount(0);

    // A binds a number of its own and is signed in.
    const form = starter.getByRole('main');
    await typeTextedCode(starter, form, starterCodes, uniqueMobile());
    await form.getByRole('button', { name: CN.next }).click();
    await form.getByRole('radio', { name: CN.title['Ms.'] }).check();
    await form.getByLabel(CN.lastName, { exact: true }).fill('许');
    await form.getByLabel(CN.firstName, { exact: true }).fill('晴');
    await form.getByLabel(CN.privacy).check();
    await form.getByRole('button', { name: '创建账户并登录' }).click();
    await expect(accountControl(starter, CN.myAccount)).toBeVisible();

    await expect(accountControl(page, CN.signIn)).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'userInfo')).toBe(false);
  } finally {
    await wechat.context.close();
  }
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The shop's words the suites look for, in Chinese (the default) and English. */
export const CN = {
  main: '主导航',
  menu: '菜单',
  close: '关闭',
  women: '女士',
  men: '男士',
  viewAll: '查看全部',
  colour: '颜色',
  size: '尺码',
  filter: '筛选',
  apply: '应用',
  sortBy: '排序方式',
  priceAsc: '价格从低到高',
  loadMore: '加载更多',
  addToBag: '加入购物袋',
  sizeRequired: '请选择尺码',
  notFound: '页面不存在',
  backHome: '返回首页',
  searchField: '搜索商品',
  suggestions: '搜索建议',
  popularSearches: '热门搜索',
  recentSearches: '最近搜索',
  clearRecent: '清除最近搜索',
  language: '语言',
  maintenanceTitle: '精品店正在焕新',
  home: 'MAISON，首页',
} as const;

export const EN = {
  main: 'Main',
  women: 'Women',
  men: 'Men',
  close: 'Close',
  language: 'Language',
  searchField: 'Search the collection',
  suggestions: 'Suggestions',
  home: 'MAISON, home page',
} as const;

/** The popup the demo data shows on the home page (spec: once per session). */
export const HOME_POPUP = { cn: '会员私享现已开启', en: 'The Private Sale Is Open' } as const;

/** The list page's "N pieces" line, read as a number. */
export function countLine(page: Page): Locator {
  return page.getByRole('main').getByText(/^\d+\s*(件商品|pieces?)$/);
}

export async function readCount(page: Page): Promise<number> {
  const text = (await countLine(page).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** The product cards of the list on screen. */
export function productCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** The first price of a card's text (the price paid; a struck-through original follows it). */
export function firstPrice(text: string): number {
  const match = /¥\s?([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) throw new Error(`no price in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/**
 * Waits for the home page's activity popup (shown about 1.2 s after the home page opens, once per
 * session) and closes it with its close button.
 */
export async function closeHomePopup(page: Page, lang: 'cn' | 'en' = 'cn'): Promise<void> {
  const popup = page.getByRole('dialog', { name: HOME_POPUP[lang] });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: lang === 'cn' ? CN.close : EN.close }).click();
  await expect(popup).toBeHidden();
}

/** Opens the home page in a fresh session and gets the activity popup out of the way. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('link', { name: CN.home })).toBeVisible();
  await closeHomePopup(page);
}

/** The phone's menu drawer, opened from the header. */
export async function openMenuDrawer(page: Page, lang: 'cn' | 'en' = 'cn'): Promise<Locator> {
  await page.getByRole('button', { name: lang === 'cn' ? CN.menu : 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: lang === 'cn' ? CN.menu : 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** A unique email address for this run, project and test. */
export function uniqueEmail(tag: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `e2e-${tag}-${Date.now()}-${random}@example.com`;
}

/** Whether a request address is the API call `r` (the entry path carries it as a parameter). */
export function isCall(url: string, call: string): boolean {
  const parsed = new URL(url);
  return parsed.pathname === '/api' && parsed.searchParams.get('r') === call;
}

/** The footer, which renders once the shopper scrolls near the end of the page. */
export async function revealFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return footer;
}

/** The member area's words, in Chinese (the default). */
export const MEMBER = {
  signInNeeded: '请先登录',
  signIn: '登录',
  signOut: '退出登录',
  myAccount: '我的账户',
  profile: '个人资料',
  addresses: '收货地址',
  membership: '会员等级',
  coupons: '优惠券',
  wishList: '心愿单',
  footprints: '浏览足迹',
  password: '修改密码',
  addToWishList: '加入心愿单',
} as const;

/** A member made for one test through the real API, as the registration page makes one. */
export interface TestMember {
  mobile: string;
  password: string;
  token: string;
  /** Each test shopper comes from an address of its own, as real shoppers do. */
  address: string;
}

/** A mobile number no other test uses. */
export function uniqueMobile(): string {
  const digits =
    `${Date.now() % 1e6}`.padStart(6, '0') + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');
  return `13${Math.floor(Math.random() * 10)}${digits}`.slice(0, 11);
}

/**
 * Registers a member (graphic code from the sandbox, mobile code from the sandbox outbox) and
 * returns their session token.
 */
export async function registerMember(
  request: Page['request'],
  details: { title?: 'Mr.' | 'Ms.'; lastName?: string; firstName?: string } = {},
): Promise<TestMember> {
  const mobile = uniqueMobile();
  const password = 'Maison2026';
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const headers = { 'x-forwarded-for': address, language: 'cn' };
  const call = async (r: string, params: Record<string, string> = {}) => {
    const response = await request.get('/api', {
      params: { _mall_id: '2', r, ...params },
      headers,
    });
    return (await response.json()) as { code: number; data: Record<string, unknown>; msg: string };
  };
  const captcha = await call('site/pic-captcha', { refresh: 'true' });
  const key = String(captcha.data.key);
  const { answer } = (await (await request.get(`/sandbox/captcha/${key}.json`)).json()) as {
    answer: string;
  };
  const sent = await call('api/kc/crm-msg/send-msg-by-code', {
    mobile,
    scene: 'register',
    captcha_key: key,
    captcha_code: answer,
  });
  expect(sent.code, sent.msg).toBe(0);
  const outbox = (await (
    await request.get('/sandbox/sms/outbox.json', { params: { mobile } })
  ).json()) as { list: { code: string }[] };
  const smsCode = outbox.list[0]?.code ?? '';
  const registered = await request.post('/api', {
    params: { _mall_id: '2', r: 'plugin/mobile/api/passport/register' },
    headers,
    multipart: {
      title: details.title ?? 'Ms.',
      last_name: details.lastName ?? '李',
      first_name: details.firstName ?? '梅',
      birthday: '1990-05-01',
      country: '中国',
      city: '上海',
      email: `${mobile}@example.com`,
      mobile,
      sms_code: smsCode,
      password,
      password_confirm: password,
      privacy: '1',
    },
  });
  const reply = (await registered.json()) as {
    code: number;
    msg: string;
    data: { access_token: string };
  };
  expect(reply.code, reply.msg).toBe(0);
  return { mobile, password, token: reply.data.access_token, address };
}

/** Signs the browser in as the member: the userInfo cookie holds their token (spec §3). */
export async function signInAs(page: Page, member: TestMember, shopUrl: string): Promise<void> {
  await page.context().addCookies([
    {
      name: 'userInfo',
      value: encodeURIComponent(JSON.stringify({ access_token: member.token })),
      url: shopUrl,
    },
  ]);
}

/** The sign-in screens' words, in Chinese (the default) and English. */
export const ACCOUNT = {
  cn: {
    signIn: '登录',
    myAccount: '我的账户',
    smsWay: '验证码登录',
    passwordWay: '密码登录',
    wechatWay: '微信登录',
    mobile: '手机号码',
    graphicCode: '图形验证码',
    smsCode: '手机验证码',
    getCode: '获取验证码',
    account: '手机号码或电子邮箱',
    password: '密码',
    confirmPassword: '确认密码',
    createAccount: '创建账户',
    forgot: '忘记密码？',
    next: '下一步',
    title: { 'Mr.': '先生', 'Ms.': '女士' },
    lastName: '姓氏',
    firstName: '名字',
    year: '年',
    month: '月',
    day: '日',
    country: '国家/地区',
    city: '城市',
    email: '电子邮箱',
    privacy: '我已阅读并同意隐私政策及条款与细则。',
    newsletter: '通过电子邮件接收 MAISON 资讯、新品及私享活动信息。',
    titleLegend: '称谓',
    readPrivacy: '阅读隐私政策',
    continue: '继续',
    signOut: '退出登录',
  },
  en: {
    signIn: 'Sign in',
    myAccount: 'My account',
    passwordWay: 'Password',
    mobile: 'Mobile number',
    graphicCode: 'Graphic code',
    smsCode: 'Mobile code',
    getCode: 'Get code',
    account: 'Mobile number or email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    createAccount: 'Create an account',
    createAccountButton: 'Create account',
    title: { 'Mr.': 'Mr.', 'Ms.': 'Ms.' },
    lastName: 'Last name',
    firstName: 'First name',
    year: 'Year',
    month: 'Month',
    day: 'Day',
    country: 'Country or region',
    city: 'City',
    email: 'Email',
    privacy: 'I have read and agree to the privacy policy and the terms and conditions.',
    continue: 'Continue',
    signOut: 'Sign out',
  },
} as const;

/**
 * Each test's shopper comes from an address of its own (as real shoppers do), so that the
 * server's per-address limits on graphic codes and texts never make one suite fail another.
 */
export async function ownAddress(page: Page): Promise<void> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${part()}.${part()}.${part()}` });
}

/**
 * The graphic codes a page shows, as they arrive. A test cannot read a picture, so it asks the
 * sandbox for the answer of the one on screen; each code works once, and the page draws a new one
 * after every use.
 */
export function watchGraphicCodes(page: Page) {
  // The keys in the order the page asked for them (null until the answer is in): the one on
  // screen is the last one asked for, not merely the last to arrive.
  const drawn: (string | null)[] = [];
  page.on('request', (request) => {
    if (!isCall(request.url(), 'site/pic-captcha')) return;
    const slot = drawn.push(null) - 1;
    void request
      .response()
      .then((response) => response?.json() as Promise<{ code: number; data: { key: string } }>)
      .then(
        (body) => (drawn[slot] = body?.code === 0 ? body.data.key : ''),
        () => (drawn[slot] = ''),
      );
  });
  let used = '';
  return {
    /** The answer of the newest graphic code, once it differs from the last one answered. */
    async answer(): Promise<string> {
      let key = '';
      await expect
        .poll(() => {
          key = drawn.at(-1) ?? '';
          return key !== '' && key !== used;
        })
        .toBe(true);
      used = key;
      const reply = await page.request.get(`/sandbox/captcha/${key}.json`);
      const { answer } = (await reply.json()) as { answer: string | null };
      expect(answer).toBeTruthy();
      return answer ?? '';
    },
  };
}

/** The newest code the sandbox outbox holds for `mobile`. */
export async function textedCode(page: Page, mobile: string): Promise<string> {
  const reply = await page.request.get('/sandbox/sms/outbox.json', { params: { mobile } });
  const { list } = (await reply.json()) as { list: { code: string | null }[] };
  const code = list[0]?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** The page's serious and critical axe violations, each as its rule and the elements it found. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours are measured once open dialogs have finished fading in: mid-fade, text reads faint.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('dialog, [role="dialog"]')].every((dialog) =>
      dialog
        .getAnimations({ subtree: true })
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    ),
  );
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

/**
 * A notice in its place: on screen, and covering none of the page's headings, buttons, links and
 * fields (their boxes do not meet its box), on whichever side of it they are drawn.
 */
export async function expectNoticeClear(notice: Locator): Promise<void> {
  await expect(notice).toBeInViewport();
  const covered = await notice.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const controls = 'h1, h2, h3, a[href], button, input, select, textarea, [role="button"]';
    return [...document.querySelectorAll(controls)]
      .filter((other) => {
        if (element.contains(other) || getComputedStyle(other).visibility === 'hidden') {
          return false;
        }
        const box = other.getBoundingClientRect();
        // Drawn (not a visually hidden label) and meeting the notice's box.
        return (
          box.width > 1 &&
          box.height > 1 &&
          box.left < own.right &&
          own.left < box.right &&
          box.top < own.bottom &&
          own.top < box.bottom
        );
      })
      .map((other) => `${other.tagName} ${other.textContent?.trim().slice(0, 30) ?? ''}`);
  });
  expect(covered).toEqual([]);
}

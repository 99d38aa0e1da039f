import { createHash } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { LoginReply, WechatLogin, WechatStart } from '../../../contract/account';
import { sandboxIdentity } from '../../providers/wechat';
import { registerMember, request, smsCodeFor, uniqueMobile } from '../../test/accounts';
import { CookieJar } from '../../test/cookie-jar';
import { test } from '../../test/fixtures';
import { databases, type TestShop } from '../../test/harness';

// A WeChat sign-in belongs to the browser that started it: a link carrying its state (and code)
// signs nobody else in and binds nothing for anyone else, and leaves the sign-in to its browser.

const COOKIE = 'wechat_browser';
const EXPIRED = {
  en: 'This WeChat sign-in has expired: please start again',
  cn: '微信登录已失效，请重新扫码/授权',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let names = 0;
const uniqueName = () => `browser-${Date.now()}-${names++}`;

async function start(
  shop: TestShop,
  browser: CookieJar,
  query: Record<string, string> = { mode: 'qr' },
) {
  const reply = await request<WechatStart>(shop.app, 'api/kc/wechat/get-wechat-url', {
    query,
    jar: browser,
  });
  expect(reply.code).toBe(0);
  return reply.data;
}

/** WeChat's side (the sandbox page, on the phone): no cookie of the shop's browser. */
const decide = (shop: TestShop, state: string, nickname: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/sandbox/wechat/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, decision: 'approve', nickname }).toString(),
  });

async function approvedQr(shop: TestShop, browser: CookieJar, nickname: string) {
  const { state } = await start(shop, browser);
  expect((await decide(shop, state, nickname)).statusCode).toBe(303);
  return state;
}

/** An in-app sign-in approved in WeChat: the code and state WeChat sends the browser back with. */
async function approvedInApp(
  shop: TestShop,
  browser: CookieJar,
  nickname: string,
  scope = 'userinfo',
) {
  const { state } = await start(shop, browser, { mode: 'inapp', redirect: '/', scope });
  const back = new URL((await decide(shop, state, nickname)).headers.location ?? '', 'http://x');
  return { state, code: back.searchParams.get('code') ?? '' };
}

const call = <T>(
  shop: TestShop,
  r: string,
  browser: CookieJar,
  input: { query?: Record<string, string>; form?: Record<string, string> },
  lang: 'cn' | 'en' = 'en',
) => request<T>(shop.app, r, { ...input, jar: browser, lang });

const wechatUser = (shop: TestShop, state: string, browser: CookieJar, lang?: 'cn' | 'en') =>
  call<WechatLogin>(shop, 'api/kc/wechat/get-wechat-user', browser, { query: { state } }, lang);

async function byMobile(shop: TestShop, state: string, browser: CookieJar, mobile: string) {
  const sms_code = await smsCodeFor(shop.app, mobile, 'bind_wechat');
  return call<{ registered: boolean; bind_ticket: string }>(
    shop,
    'api/user/get-user-by-mobile',
    browser,
    { query: { state, mobile, sms_code } },
  );
}

const NEW_MEMBER = { title: 'Ms.', last_name: '韩', first_name: '梅', privacy: '1' };

const bind = (shop: TestShop, browser: CookieJar, form: Record<string, string>) =>
  call<LoginReply>(shop, 'api/kc/wechat/bind-wechat', browser, {
    form: { ...NEW_MEMBER, ...form },
  });

const row = (shop: TestShop, state: string) =>
  shop.db
    .selectFrom('wechat_auth')
    .select(['status', 'code_hash', 'openid', 'exchanged_at'])
    .where('state', '=', state)
    .executeTakeFirstOrThrow();

async function sessionsOf(shop: TestShop, memberId: number) {
  const rows = await shop.db
    .selectFrom('member_session')
    .select('id')
    .where('member_id', '=', memberId)
    .execute();
  return rows.length;
}

/** A member whose WeChat is already bound: the next approved scan signs them straight in. */
async function memberWithWechat(shop: TestShop, nickname: string) {
  const member = await registerMember(shop.app);
  const unionid = sandboxIdentity(nickname, true).unionid;
  await shop.db
    .updateTable('member')
    .set({ wechat_unionid: unionid })
    .where('id', '=', member.userId)
    .execute();
  return member;
}

/** A browser that never started a sign-in, and one that started its own. */
async function otherBrowsers(shop: TestShop) {
  const stranger = new CookieJar();
  await start(shop, stranger);
  expect(stranger.get(COOKIE)).toBeDefined();
  return { fresh: new CookieJar(), stranger };
}

describe.each(databases)('a WeChat sign-in bound to its browser on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('starts with a short-lived HttpOnly cookie of a secret the shop keeps only a digest of', async ({
    shop,
  }) => {
    const response = await shop.app.inject({
      url: '/api?_mall_id=2&r=api/kc/wechat/get-wechat-url&mode=qr',
    });
    const setCookie = [response.headers['set-cookie'] ?? []].flat();
    expect(setCookie).toHaveLength(1);
    const [pair = '', ...attributes] = String(setCookie[0]).split(/;\s*/);
    const [name, secret = ''] = pair.split('=');
    expect(name).toBe(COOKIE);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(attributes.map((attribute) => attribute.toLowerCase()).sort()).toEqual(
      ['httponly', 'max-age=600', 'path=/', 'samesite=lax'].sort(),
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain(secret);
    const { state } = response.json<{ data: WechatStart }>().data;
    const stored = await shop.db
      .selectFrom('wechat_auth')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    expect(stored.browser_hash).toBe(sha256(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  test('keeps the secret a browser already holds, so two tabs’ sign-ins both go on', async ({
    shop,
  }) => {
    const browser = new CookieJar();
    const qrNickname = uniqueName();
    const qr = await approvedQr(shop, browser, qrNickname);
    const secret = browser.get(COOKIE);
    const inapp = await approvedInApp(shop, browser, uniqueName());
    expect(browser.get(COOKIE)).toBe(secret);
    expect((await wechatUser(shop, qr, browser)).data).toMatchObject({ bound: false });
    const byCode = await call<WechatLogin>(shop, 'api/kc/wechat/get-user-by-code', browser, {
      query: inapp,
    });
    expect(byCode.data).toMatchObject({ bound: false });

    // A value the shop never issued is replaced, not taken.
    const odd = new CookieJar();
    odd.take(`${COOKIE}=not-a-secret`);
    await start(shop, odd);
    expect(odd.get(COOKIE)).toMatch(/^[\w-]{43}$/);
  });

  test('refuses an approved QR sign-in to any other browser, and changes nothing', async ({
    shop,
  }) => {
    const attacker = new CookieJar();
    const state = await approvedQr(shop, attacker, uniqueName());
    const before = await row(shop, state);
    for (const victim of Object.values(await otherBrowsers(shop))) {
      for (const lang of ['en', 'cn'] as const) {
        expect(await wechatUser(shop, state, victim, lang)).toMatchObject({
          code: 422,
          msg: EXPIRED[lang],
        });
      }
      const scan = await call(shop, 'api/kc/wechat/get-wechat-scan-result', victim, {
        query: { state },
      });
      expect(scan).toMatchObject({ code: 422, msg: EXPIRED.en });
    }
    expect(await row(shop, state)).toEqual(before);
    expect((await wechatUser(shop, state, attacker)).data).toMatchObject({ bound: false, state });
  });

  test('signs no other browser into the member an approved QR sign-in is for', async ({ shop }) => {
    const nickname = uniqueName();
    const member = await memberWithWechat(shop, nickname);
    const owner = new CookieJar();
    const state = await approvedQr(shop, owner, nickname);
    const sessions = await sessionsOf(shop, member.userId);
    for (const victim of Object.values(await otherBrowsers(shop))) {
      expect(await wechatUser(shop, state, victim)).toMatchObject({ code: 422, msg: EXPIRED.en });
    }
    expect(await sessionsOf(shop, member.userId)).toBe(sessions);
    expect((await row(shop, state)).exchanged_at).toBeNull();
    const own = await wechatUser(shop, state, owner);
    expect(own.data).toMatchObject({ bound: true });
    if (own.data.bound) expect(own.data.login.user.id).toBe(member.userId);
    expect(await sessionsOf(shop, member.userId)).toBe(sessions + 1);
  });

  test('binds no other browser’s number to an approved sign-in, nor with its ticket', async ({
    shop,
  }) => {
    const attacker = new CookieJar();
    const state = await approvedQr(shop, attacker, uniqueName());
    const { fresh, stranger } = await otherBrowsers(shop);

    // The victim proves their own number on the binding page a link opened.
    const victimMobile = uniqueMobile();
    expect(await byMobile(shop, state, stranger, victimMobile)).toMatchObject({
      code: 422,
      msg: EXPIRED.en,
    });
    const tickets = await shop.db
      .selectFrom('auth_ticket')
      .select('subject')
      .where('purpose', '=', 'bind')
      .execute();
    expect(tickets.filter((ticket) => ticket.subject.includes(state))).toEqual([]);

    // Even with a ticket the attacker's browser was given, another browser binds nothing.
    const attackerMobile = uniqueMobile();
    const proven = await byMobile(shop, state, attacker, attackerMobile);
    expect(proven).toMatchObject({ code: 0, data: { registered: false } });
    const ticket = { state, bind_ticket: proven.data.bind_ticket };
    for (const victim of [fresh, stranger]) {
      expect(await bind(shop, victim, ticket)).toMatchObject({ code: 422, msg: EXPIRED.en });
    }
    const members = await shop.db
      .selectFrom('member')
      .select('id')
      .where('mobile', 'in', [victimMobile, attackerMobile])
      .execute();
    expect(members).toEqual([]);
    expect((await row(shop, state)).exchanged_at).toBeNull();

    // Its own browser still binds with it.
    expect(await bind(shop, attacker, ticket)).toMatchObject({ code: 0 });
  });

  test('refuses an in-app code and state to any other browser, without spending the code', async ({
    shop,
  }) => {
    const owner = new CookieJar();
    const signIn = await approvedInApp(shop, owner, uniqueName());
    const openid = await approvedInApp(shop, owner, uniqueName(), 'base');
    const before = [await row(shop, signIn.state), await row(shop, openid.state)];
    for (const victim of Object.values(await otherBrowsers(shop))) {
      for (const r of ['api/kc/wechat/get-user-by-code', 'api/kc/wechat/get-openid-by-code']) {
        for (const attempt of [signIn, openid]) {
          expect(await call(shop, r, victim, { query: attempt })).toMatchObject({
            code: 422,
            msg: EXPIRED.en,
          });
        }
      }
    }
    expect([await row(shop, signIn.state), await row(shop, openid.state)]).toEqual(before);
    const own = await call<WechatLogin>(shop, 'api/kc/wechat/get-user-by-code', owner, {
      query: signIn,
    });
    expect(own.data).toMatchObject({ bound: false });
    const ownOpenid = await call(shop, 'api/kc/wechat/get-openid-by-code', owner, {
      query: openid,
    });
    expect(ownOpenid.code).toBe(0);
  });

  test('refuses a sign-in started before browsers were bound, even to its browser', async ({
    shop,
  }) => {
    const browser = new CookieJar();
    const state = await approvedQr(shop, browser, uniqueName());
    await shop.db
      .updateTable('wechat_auth')
      .set({ browser_hash: null })
      .where('state', '=', state)
      .execute();
    expect(await wechatUser(shop, state, browser, 'cn')).toMatchObject({
      code: 422,
      msg: EXPIRED.cn,
    });
    expect((await row(shop, state)).exchanged_at).toBeNull();
  });

  test('signs in once when its browser asks twice at the same instant', async ({ shop }) => {
    const nickname = uniqueName();
    const member = await memberWithWechat(shop, nickname);
    const browser = new CookieJar();
    const state = await approvedQr(shop, browser, nickname);
    const sessions = await sessionsOf(shop, member.userId);
    const replies = await Promise.all([
      wechatUser(shop, state, browser),
      wechatUser(shop, state, browser),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, 422]);
    expect(await sessionsOf(shop, member.userId)).toBe(sessions + 1);

    const binding = await approvedQr(shop, browser, uniqueName());
    const mobile = uniqueMobile();
    const proven = await byMobile(shop, binding, browser, mobile);
    const ticket = { state: binding, bind_ticket: proven.data.bind_ticket };
    const bound = await Promise.all([bind(shop, browser, ticket), bind(shop, browser, ticket)]);
    expect(bound.map((reply) => reply.code).sort()).toEqual([0, 422]);
    const created = await shop.db
      .selectFrom('member')
      .select('id')
      .where('mobile', '=', mobile)
      .execute();
    expect(created).toHaveLength(1);
  });
});

describe.each(databases)('a WeChat sign-in on an https shop on %s', (kind) => {
  test.override({ databaseKind: kind, shopEnv: { PUBLIC_URL: 'https://shop.example.cn' } });

  test('keeps its browser’s secret in a Secure cookie only this host gets', async ({ shop }) => {
    const browser = new CookieJar();
    const response = await shop.app.inject({
      url: '/api?_mall_id=2&r=api/kc/wechat/get-wechat-url&mode=qr',
    });
    const [setCookie = ''] = [response.headers['set-cookie'] ?? []].flat();
    expect(setCookie).toMatch(new RegExp(`^__Host-${COOKIE}=[\\w-]{43};`));
    expect(setCookie.split(/;\s*/).map((attribute) => attribute.toLowerCase())).toEqual(
      expect.arrayContaining(['secure', 'httponly', 'path=/', 'samesite=lax']),
    );
    expect(setCookie).not.toMatch(/domain=/i);

    const state = await approvedQr(shop, browser, uniqueName());
    expect(browser.get(`__Host-${COOKIE}`)).toBeDefined();
    expect((await wechatUser(shop, state, browser)).code).toBe(0);
    // The same secret under the plain name (set by a neighbouring host, say) is not believed.
    const plain = new CookieJar();
    plain.take(`${COOKIE}=${browser.get(`__Host-${COOKIE}`)}`);
    const other = await approvedQr(shop, browser, uniqueName());
    expect(await wechatUser(shop, other, plain)).toMatchObject({ code: 422, msg: EXPIRED.en });
  });
});

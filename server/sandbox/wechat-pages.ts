import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { requestLang, type Lang } from '../lib/lang';
import { sandboxIdentity, type SandboxWechat } from '../providers/wechat';
import { escapeHtml, sendPage } from './html';

const words = {
  cn: {
    title: '微信授权登录（沙盒）',
    asks: '商城请求使用您的微信身份登录。',
    user: '微信用户（昵称或 ID）',
    placeholder: '例如 lin-01',
    noUnionid: '不提供 unionid',
    approve: '同意',
    deny: '拒绝',
    approvedQr: '已同意：请回到电脑上继续',
    approved: '已同意',
    denied: '已拒绝：可以关闭此页面',
    over: '该登录已过期或已使用，请在商城重新发起',
    unknown: '未知的登录请求',
    back: '返回商城',
  },
  en: {
    title: 'WeChat sign-in (sandbox)',
    asks: 'The shop asks to sign you in with your WeChat identity.',
    user: 'WeChat user (nickname or ID)',
    placeholder: 'for example lin-01',
    noUnionid: 'provider gives no unionid',
    approve: 'Approve',
    deny: 'Deny',
    approvedQr: 'Approved: go back to the computer',
    approved: 'Approved',
    denied: 'Declined: you may close this page',
    over: 'This sign-in has expired or was already used: start again in the shop',
    unknown: 'Unknown sign-in request',
    back: 'Back to the shop',
  },
} satisfies Record<Lang, Record<string, string>>;

function field(source: unknown, name: string): string {
  const value = (source as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value.slice(0, 200) : '';
}

/** The shop page with `code` and `state` added to its query (before any fragment). */
export function returnUrl(path: string, code: string, state: string): string {
  const [beforeHash = '', ...hash] = path.split('#');
  const separator = beforeHash.includes('?') ? '&' : '?';
  const query = `code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
  return `${beforeHash}${separator}${query}${hash.length ? `#${hash.join('#')}` : ''}`;
}

function notice(reply: FastifyReply, lang: Lang, text: string, status = 200, link = '') {
  const back = link ? `<p><a href="${escapeHtml(link)}">${words[lang].back}</a></p>` : '';
  return sendPage(
    reply,
    lang,
    words[lang].title,
    `<p class="notice">${escapeHtml(text)}</p>${back}`,
    status,
  );
}

function approvalForm(lang: Lang, state: string): string {
  const w = words[lang];
  return `<div class="card"><p>${w.asks}</p>
<form method="post" action="/sandbox/wechat/authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label>${w.user} <input type="text" name="nickname" required maxlength="32" placeholder="${w.placeholder}"></label>
<label><input type="checkbox" name="no_unionid" value="1"> ${w.noUnionid}</label>
<button type="submit" name="decision" value="approve">${w.approve}</button>
<button type="submit" name="decision" value="deny" class="secondary">${w.deny}</button>
</form></div>`;
}

/** The sandbox WeChat: the page a phone opens from the QR code, or the in-app browser. */
export function wechatPages(app: FastifyInstance, db: Db, wechat: SandboxWechat): void {
  const pagePath = (state: string) =>
    `/sandbox/wechat/authorize?state=${encodeURIComponent(state)}`;

  app.get('/sandbox/wechat/authorize', async (request, reply) => {
    const lang = requestLang(request.headers);
    const state = field(request.query, 'state');
    const now = Date.now();
    const row = state
      ? await db.selectFrom('wechat_auth').selectAll().where('state', '=', state).executeTakeFirst()
      : undefined;
    if (!row) return notice(reply, lang, words[lang].unknown, 404);
    if (row.exchanged_at !== null || row.expires_at <= now) {
      return notice(reply, lang, words[lang].over, 410);
    }
    if (row.status === 'approved') {
      return notice(reply, lang, row.mode === 'qr' ? words[lang].approvedQr : words[lang].approved);
    }
    if (row.status === 'denied')
      return notice(reply, lang, words[lang].denied, 200, row.redirect_uri);
    await wechat.markScanned(state, now);
    return sendPage(reply, lang, words[lang].title, approvalForm(lang, state));
  });

  app.post('/sandbox/wechat/authorize', async (request, reply) => {
    const lang = requestLang(request.headers);
    const state = field(request.body, 'state');
    const now = Date.now();
    if (field(request.body, 'decision') !== 'approve') {
      if (!(await wechat.deny(state, now))) return notice(reply, lang, words[lang].over, 410);
      return reply.redirect(pagePath(state), 303);
    }
    const withUnionid = field(request.body, 'no_unionid') === '';
    const identity = sandboxIdentity(field(request.body, 'nickname'), withUnionid);
    const approved = await wechat.approve(state, identity, now);
    if (!approved) return notice(reply, lang, words[lang].over, 410);
    if (approved.mode === 'inapp') {
      return reply.redirect(returnUrl(approved.redirect || '/', approved.code, state), 303);
    }
    return reply.redirect(pagePath(state), 303);
  });
}

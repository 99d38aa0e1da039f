import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { requestLang } from '../lib/lang';
import { escapeHtml, formatTime, sendPage } from './html';

const LIST_LIMIT = 200;

async function outbox(db: Db, mobile: string | undefined, limit: number) {
  let query = db
    .selectFrom('sms_outbox')
    .select(['id', 'mobile', 'body', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (mobile) query = query.where('mobile', '=', mobile);
  return query.execute();
}

function mobileParam(query: unknown): string | undefined {
  const value = (query as { mobile?: unknown }).mobile;
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 20) : undefined;
}

/** The sandbox SMS outbox: every text the shop "sent", newest first. */
export function smsPages(app: FastifyInstance, db: Db): void {
  app.get('/sandbox/sms/outbox.json', async (request, reply) => {
    const rows = await outbox(db, mobileParam(request.query), 50);
    const list = rows.map((row) => ({
      id: row.id,
      mobile: row.mobile,
      text: row.body,
      created_at: row.created_at,
      // The six digits, for suites that sign in through the real flow.
      code: /\d{6}/.exec(row.body)?.[0] ?? null,
    }));
    return reply.header('cache-control', 'no-store').send({ list });
  });

  app.get('/sandbox/sms', async (request, reply) => {
    const lang = requestLang(request.headers);
    const mobile = mobileParam(request.query);
    const rows = await outbox(db, mobile, LIST_LIMIT);
    const cn = lang === 'cn';
    const filter = `<form method="get" action="/sandbox/sms">
<label>${cn ? '手机号' : 'Mobile number'} <input type="tel" name="mobile" value="${escapeHtml(mobile ?? '')}"></label>
<button type="submit">${cn ? '筛选' : 'Show'}</button>
<a href="/sandbox/sms">${cn ? '全部' : 'All'}</a></form>`;
    const head = cn
      ? '<tr><th>手机号</th><th>内容</th><th>时间（北京时间）</th></tr>'
      : '<tr><th>Mobile</th><th>Text</th><th>Time (Beijing)</th></tr>';
    const body = rows.length
      ? `<table><thead>${head}</thead><tbody>${rows
          .map(
            (row) =>
              `<tr><td>${escapeHtml(row.mobile)}</td><td class="text">${escapeHtml(row.body)}</td><td>${formatTime(row.created_at)}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : `<p>${cn ? '暂无短信' : 'No messages yet'}</p>`;
    return sendPage(reply, lang, cn ? '短信发件箱' : 'SMS outbox', filter + body);
  });
}

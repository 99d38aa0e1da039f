import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { requestLang, type Lang } from '../lib/lang';
import type { SandboxPayment } from '../providers/payment-sandbox';
import { escapeHtml, formatTime, sendPage } from './html';
import { deliverNotify } from './pay-notify';

const words = {
  cn: {
    title: '收银台（沙盒）',
    amount: '支付金额',
    method: '支付方式',
    wechat: '微信支付',
    alipay: '支付宝',
    order: '订单号',
    created: '创建时间（北京时间）',
    hint: '这是沙盒收银台：不会扣除任何款项。选择“支付”模拟付款成功，选择“失败”模拟付款失败。',
    pay: '支付',
    fail: '失败',
    paid: '已支付',
    failed: '支付失败',
    closed: '该笔支付已关闭，无法继续支付',
    unknown: '未知的支付',
    back: '返回商城',
    notifying: '正在通知商城…',
    notified: '已通知商城',
  },
  en: {
    title: 'Cashier (sandbox)',
    amount: 'Amount',
    method: 'Method',
    wechat: 'WeChat Pay',
    alipay: 'Alipay',
    order: 'Order',
    created: 'Created (Beijing time)',
    hint: 'This is the sandbox cashier: no money is taken. "Pay" simulates a successful payment, "Fail" a refused one.',
    pay: 'Pay',
    fail: 'Fail',
    paid: 'Paid',
    failed: 'Payment failed',
    closed: 'This payment was closed and can no longer be paid',
    unknown: 'Unknown payment',
    back: 'return to the shop',
    notifying: 'Telling the shop…',
    notified: 'The shop has been told',
  },
} satisfies Record<Lang, Record<string, string>>;

const style = `<style>
.cashier{max-width:480px;padding:32px 28px;text-align:center}
.cashier .figure{font-size:34px;letter-spacing:.02em;margin:4px 0 24px}
.cashier dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;text-align:left;margin:0 0 24px}
.cashier dt{color:#6f6a61}.cashier dd{margin:0;overflow-wrap:anywhere}
.cashier form{justify-content:center;margin:24px 0 0}
.cashier button{min-width:120px;padding:12px 24px}
.cashier .hint{font-size:13px;color:#6f6a61;text-align:left}
.cashier .state{font-size:20px;margin:0 0 16px}
.cashier a{color:#1d1d1b;text-underline-offset:4px}
@media (max-width:480px){.cashier{padding:24px 16px}.cashier dl{grid-template-columns:1fr;gap:2px}
.cashier dd{margin:0 0 10px}.cashier button{flex:1;min-width:0}}
</style>`;

type Row = NonNullable<Awaited<ReturnType<SandboxPayment['row']>>>;

function yuan(fen: number): string {
  const [whole = '0', cents = '00'] = (fen / 100).toFixed(2).split('.');
  return `¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

function pagePath(paymentNo: string): string {
  return `/sandbox/pay/${encodeURIComponent(paymentNo)}`;
}

function details(lang: Lang, row: Row): string {
  const w = words[lang];
  const method = row.method === 'alipay' ? w.alipay : w.wechat;
  return `<p>${w.amount}</p><p class="figure">${yuan(row.amount)}</p>
<dl><dt>${w.method}</dt><dd>${method}</dd>
<dt>${w.order}</dt><dd>${escapeHtml(row.description)}</dd>
<dt>${w.created}</dt><dd>${formatTime(row.created_at)}</dd></dl>`;
}

function cashier(lang: Lang, row: Row): string {
  const w = words[lang];
  const path = pagePath(row.payment_no);
  if (row.status === 'pending') {
    return `<div class="card cashier">${details(lang, row)}
<p class="hint">${w.hint}</p>
<form method="post"><button type="submit" formaction="${path}/approve">${w.pay}</button>
<button type="submit" formaction="${path}/fail" class="secondary">${w.fail}</button></form></div>`;
  }
  const state = { paid: w.paid, failed: w.failed, closed: w.closed }[row.status] ?? row.status;
  const back = row.return_url
    ? `<a href="${escapeHtml(row.return_url)}">${escapeHtml(w.back)}</a>`
    : '';
  const delivery = row.acknowledged_at ? w.notified : w.notifying;
  if (row.status === 'closed') {
    return `<div class="card cashier"><p class="state">${escapeHtml(state)}</p>
${details(lang, row)}${back ? `<p>${back}</p>` : ''}</div>`;
  }
  return `<div class="card cashier"><p class="state">${escapeHtml(state)}${back ? ` — ${back}` : ''}</p>
${details(lang, row)}<p class="hint">${delivery}</p></div>`;
}

function notice(reply: FastifyReply, lang: Lang, text: string, status: number) {
  return sendPage(
    reply,
    lang,
    words[lang].title,
    `<p class="notice">${escapeHtml(text)}</p>`,
    status,
  );
}

/** The sandbox cashier: the page a payment's QR code or redirect opens, and its two buttons. */
export function payPages(app: FastifyInstance, db: Db, payment: SandboxPayment): void {
  app.get('/sandbox/pay.json', async (request, reply) => {
    const paymentNo = (request.query as { payment_no?: unknown }).payment_no;
    const row = typeof paymentNo === 'string' ? await payment.row(paymentNo) : undefined;
    reply.header('cache-control', 'no-store');
    if (!row) return reply.code(404).send({ payment: null });
    return reply.send({ payment: row });
  });

  app.get('/sandbox/pay/:payment_no', async (request, reply) => {
    const lang = requestLang(request.headers);
    const row = await payment.row((request.params as { payment_no: string }).payment_no);
    if (!row) return notice(reply, lang, words[lang].unknown, 404);
    return sendPage(reply, lang, words[lang].title, style + cashier(lang, row));
  });

  const settle = (result: 'paid' | 'failed') =>
    async function settleRoute(
      request: { params: unknown; headers: Record<string, string | string[] | undefined> },
      reply: FastifyReply,
    ) {
      const lang = requestLang(request.headers);
      const paymentNo = (request.params as { payment_no: string }).payment_no;
      const now = Date.now();
      const state = await payment.settle(paymentNo, result, now);
      if (state === 'unknown') return notice(reply, lang, words[lang].unknown, 404);
      if (state === 'closed') return notice(reply, lang, words[lang].closed, 409);
      // A refused delivery is retried by the timer; the shopper need not wait for it.
      await deliverNotify(db, payment, paymentNo, now);
      return reply.redirect(pagePath(paymentNo), 303);
    };
  app.post('/sandbox/pay/:payment_no/approve', settle('paid'));
  app.post('/sandbox/pay/:payment_no/fail', settle('failed'));
}

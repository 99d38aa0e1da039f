import type { FastifyReply } from 'fastify';
import type { Lang } from '../lib/lang';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const style = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f7f4ef;color:#1d1d1b}
main{max-width:760px;margin:0 auto;padding:24px 16px}
.banner{background:#1d1d1b;color:#f7f4ef;padding:8px 16px;font-size:13px}
h1{font-size:22px;font-weight:600;margin:0 0 16px}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px;border-bottom:1px solid #e4ded4;vertical-align:top}
td.text{word-break:break-word}
form{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:0 0 16px}
label{display:flex;gap:6px;align-items:center}
input[type=text],input[type=tel]{padding:8px;border:1px solid #b9b1a4;font:inherit;min-width:200px}
button{padding:8px 20px;border:1px solid #1d1d1b;background:#1d1d1b;color:#fff;font:inherit;cursor:pointer}
button.secondary{background:#fff;color:#1d1d1b}
.card{background:#fff;padding:20px;border:1px solid #e4ded4}
.notice{font-size:18px}
`;

/** A small server-rendered page: no script at all (the shop's CSP forbids inline ones). */
export function sendPage(
  reply: FastifyReply,
  lang: Lang,
  title: string,
  body: string,
  status = 200,
): FastifyReply {
  const banner =
    lang === 'cn'
      ? '沙盒：此处的短信、微信和支付均不会发出本服务器，仅供试用'
      : 'Sandbox: no text message, WeChat request or payment here leaves this server; for trials only';
  const html = `<!doctype html>
<html lang="${lang === 'cn' ? 'zh-CN' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><div class="banner">${banner}</div><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const shanghaiTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Beijing time, as the shop's shoppers read it. */
export function formatTime(epochMs: number): string {
  return shanghaiTime.format(new Date(epochMs));
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { JWEIXIN_SCRIPT_PATH } from '../../providers/wechat-js-sdk';

// WeChat's JS-SDK script, jweixin 1.6.0, served from the shop's own origin: the shop's
// Content-Security-Policy runs no script from anywhere else, res.wx.qq.com included. The
// jweixin-module package (pinned) carries WeChat's minified file as published, applied to
// `window` instead of `this`, so that it also loads as a module; as a plain script it defines
// window.wx and window.jWeixin, as the original does.

export function jweixinScript(): string {
  const require = createRequire(import.meta.url);
  const file = require.resolve('jweixin-module');
  return fs.readFileSync(file, 'utf8');
}

/** GET JWEIXIN_SCRIPT_PATH, for a shop whose pages configure the real JS-SDK. */
export function wechatJsSdkScriptRoute(app: FastifyInstance, script = jweixinScript()): void {
  app.get(JWEIXIN_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(script),
  );
}

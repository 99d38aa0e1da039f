import type { FastifyInstance } from 'fastify';
import { SandboxWechatJsSdk } from '../providers/wechat-js-sdk';

// The sandbox's WeChat JS-SDK. It offers what the shop uses of jweixin.js (config, ready,
// error and the two share-data setters), has wx.config's signature checked by the server as
// WeChat would, and keeps what the page configured in `wx.__sandbox` for suites to read.

const SCRIPT = `(function () {
  'use strict';
  var state = { status: 'idle', appId: '', jsApiList: [], errors: [], appMessage: null, timeline: null };
  var onReady = [];
  var onError = [];
  function pageUrl() { return location.href.split('#')[0]; }
  function fail(message) {
    state.status = 'failed';
    state.errors.push(message);
    onError.splice(0).forEach(function (callback) { callback({ errMsg: message }); });
  }
  function share(api, key, options, fields) {
    options = options || {};
    var outcome;
    if (state.status !== 'ready') outcome = api + ':fail, wx.config has not succeeded';
    else if (state.jsApiList.indexOf(api) < 0) outcome = api + ':fail, permission denied';
    else if (new URL(String(options.link || ''), location.href).host !== location.host) {
      outcome = api + ':fail, the link is not of this domain';
    }
    if (outcome) {
      state.errors.push(outcome);
      if (options.fail) options.fail({ errMsg: outcome });
    } else {
      var data = {};
      fields.forEach(function (field) { data[field] = String(options[field] || ''); });
      state[key] = data;
      if (options.success) options.success({ errMsg: api + ':ok' });
    }
    if (options.complete) options.complete({ errMsg: outcome || api + ':ok' });
  }
  var wx = {
    config: function (config) {
      state.status = 'verifying';
      state.appId = String(config.appId || '');
      state.jsApiList = Array.isArray(config.jsApiList) ? config.jsApiList.slice() : [];
      var query = new URLSearchParams({
        app_id: state.appId,
        timestamp: String(config.timestamp),
        nonce_str: String(config.nonceStr || ''),
        signature: String(config.signature || ''),
        url: pageUrl()
      });
      fetch('/sandbox/wechat/js-verify?' + query.toString(), { credentials: 'same-origin' })
        .then(function (response) { return response.json(); })
        .then(function (reply) {
          if (reply.result !== 'ok') return fail('config:' + reply.result);
          state.status = 'ready';
          onReady.splice(0).forEach(function (callback) { callback(); });
        }, function () { fail('config:network error'); });
    },
    ready: function (callback) {
      if (state.status === 'ready') callback(); else onReady.push(callback);
    },
    error: function (callback) {
      if (state.status === 'failed') callback({ errMsg: state.errors[state.errors.length - 1] });
      else onError.push(callback);
    },
    updateAppMessageShareData: function (options) {
      share('updateAppMessageShareData', 'appMessage', options, ['title', 'desc', 'link', 'imgUrl']);
    },
    updateTimelineShareData: function (options) {
      share('updateTimelineShareData', 'timeline', options, ['title', 'link', 'imgUrl']);
    },
    __sandbox: state
  };
  window.wx = window.jWeixin = wx;
})();
`;

function text(query: unknown, name: string): string {
  const value = (query as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value.slice(0, 1000) : '';
}

export function wechatJsSdkPages(app: FastifyInstance, sdk = new SandboxWechatJsSdk()): void {
  app.get('/sandbox/wechat/jweixin.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SCRIPT),
  );

  app.get('/sandbox/wechat/js-verify', async (request, reply) => {
    const q = request.query;
    const result = sdk.verify({
      app_id: text(q, 'app_id'),
      timestamp: Number(text(q, 'timestamp')),
      nonce_str: text(q, 'nonce_str'),
      signature: text(q, 'signature'),
      url: text(q, 'url'),
    });
    return reply.header('cache-control', 'no-store').send({ result });
  });
}

import { z } from 'zod';
import { defineCall } from './call';

// Sharing a product, a campaign or an article (spec §7 api/kc/wechat/get-wechat-share and
// api/kc/weibo/get-weibo-share), and the WeChat JS-SDK's signature for the page that shares.
// The links are absolute, on the shop's public origin (PUBLIC_URL).

export const SHARE_TYPES = ['goods', 'topic', 'news'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

export interface ShareData {
  title: string;
  description: string;
  /** Absolute URL of a picture of it. */
  picture: string;
  /** Absolute URL of its page in the shop. */
  link: string;
}

const shareInput = z.object({
  type: z.enum(SHARE_TYPES, { error: 'shareTypeInvalid' }),
  id: z.coerce
    .number({ error: 'shareIdInvalid' })
    .int({ error: 'shareIdInvalid' })
    .positive({ error: 'shareIdInvalid' })
    .max(2_147_483_647, { error: 'shareIdInvalid' }),
});

export const wechatShare = defineCall<ShareData>()({
  r: 'api/kc/wechat/get-wechat-share',
  method: 'GET',
  input: shareInput,
});

export const weiboShare = defineCall<ShareData & { share_url: string }>()({
  r: 'api/kc/weibo/get-weibo-share',
  method: 'GET',
  input: shareInput,
});

/** What `wx.config` needs to let this page set its share data inside WeChat. */
export interface WechatJsConfig {
  app_id: string;
  /** Seconds since the epoch. */
  timestamp: number;
  nonce_str: string;
  signature: string;
  /** The JS-SDK script, served by the shop itself. */
  script: string;
  js_api_list: string[];
}

export const wechatJsConfig = defineCall<WechatJsConfig>()({
  r: 'api/kc/wechat/get-js-config',
  method: 'GET',
  input: z.object({
    /** The page's address without its fragment, exactly as the browser shows it. */
    url: z.url({ protocol: /^https?$/, error: 'shareUrlInvalid' }).max(1000, {
      error: 'shareUrlInvalid',
    }),
  }),
});

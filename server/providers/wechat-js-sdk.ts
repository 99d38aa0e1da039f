import { createHash, randomBytes } from 'node:crypto';
import type { WechatJsConfig } from '../../contract/share';

/** The JS-SDK interfaces a shop page uses to set what WeChat shows when it is shared. */
export const SHARE_JS_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'];

/** Where the shop serves WeChat's jweixin 1.6.0 (its CSP allows scripts of its own origin only). */
export const JWEIXIN_SCRIPT_PATH = '/wechat/jweixin-1.6.0.js';

/** How long a signature is accepted, like WeChat's jsapi_ticket (7200 s). */
export const JS_SIGNATURE_LIFETIME_S = 7200;

/**
 * WeChat's JS-SDK signature: SHA-1 of the ticket, nonce, timestamp and the page's address
 * (without its fragment), as `key=value` pairs in this order.
 */
export function jsSignature(ticket: string, nonce: string, timestamp: number, url: string) {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonce}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(plain).digest('hex');
}

/**
 * Signs pages for WeChat's JS-SDK. A real application gets a jsapi_ticket from WeChat with its
 * access token and serves a copy of jweixin.js from the shop (the shop's CSP allows no other
 * script origin); the sandbox signs with a fixed ticket and serves its own SDK.
 */
export interface WechatJsSdk {
  readonly configured: boolean;
  sign(url: string, now?: number): Promise<WechatJsConfig>;
}

export const SANDBOX_JS_APP_ID = 'wx5a4db0x5a4db0x00';
export const SANDBOX_JSAPI_TICKET = 'sandbox-jsapi-ticket';

export class SandboxWechatJsSdk implements WechatJsSdk {
  readonly configured = true;

  async sign(url: string, now = Date.now()): Promise<WechatJsConfig> {
    const timestamp = Math.floor(now / 1000);
    const nonce = randomBytes(8).toString('hex');
    return {
      app_id: SANDBOX_JS_APP_ID,
      timestamp,
      nonce_str: nonce,
      signature: jsSignature(SANDBOX_JSAPI_TICKET, nonce, timestamp, url),
      script: '/sandbox/wechat/jweixin.js',
      js_api_list: SHARE_JS_APIS,
    };
  }

  /** What the sandbox SDK's wx.config asks: does this signature stand for this page, now? */
  verify(
    input: { app_id: string; timestamp: number; nonce_str: string; signature: string; url: string },
    now = Date.now(),
  ): 'ok' | 'invalid signature' | 'invalid appid' | 'signature expired' {
    if (input.app_id !== SANDBOX_JS_APP_ID) return 'invalid appid';
    const age = Math.floor(now / 1000) - input.timestamp;
    if (!Number.isFinite(age) || age < -60 || age > JS_SIGNATURE_LIFETIME_S) {
      return 'signature expired';
    }
    const expected = jsSignature(SANDBOX_JSAPI_TICKET, input.nonce_str, input.timestamp, input.url);
    return expected === input.signature ? 'ok' : 'invalid signature';
  }
}

/** The sandbox is off and no WeChat application is configured: pages share by link only. */
export class UnconfiguredWechatJsSdk implements WechatJsSdk {
  readonly configured = false;

  async sign(): Promise<WechatJsConfig> {
    throw new Error('No WeChat application is configured');
  }
}

import type { KeyObject } from 'node:crypto';
import { PaymentServiceError } from '../payment';
import { fetchWithin, PROVIDER_TIMEOUT_MS, whyUnanswered } from '../timeout';
import {
  authorization,
  checkSignature,
  signedDelivery,
  type Merchant,
  type SignatureCheck,
  type SignedDelivery,
} from './protocol';

// WeChat Pay API v3 over HTTP: each request signed with the merchant's key, each answer's
// signature checked before it is believed (an unsigned or forged answer is an error, whatever
// its status), each given up past the shop's provider timeout. The base URL is configurable:
// production's, or a test's fake.

export const WECHAT_PAY_BASE_URL = 'https://api.mch.weixin.qq.com';

/**
 * WeChat Pay's keys by the serial its signatures name: its public key under its ID (a Map), or
 * its platform certificates, which may be downloaded again before the key is answered.
 */
export interface PlatformKeys {
  get(serial: string, now: number): KeyObject | undefined | Promise<KeyObject | undefined>;
}

export interface WechatPayAccount extends Merchant {
  /** The app (official account, website or mini program) the payments are made in. */
  appid: string;
  platformKeys: PlatformKeys;
  baseUrl: string;
}

export class WechatPayError extends PaymentServiceError {
  constructor(
    message: string,
    /** WeChat Pay's error code (ORDERPAID, SIGN_ERROR, …) when it gave one. */
    readonly code: string | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'WechatPayError';
  }
}

export interface WechatPayAnswer {
  status: number;
  /** The answer's JSON, or null for an empty one (204). */
  data: unknown;
}

/** An answer as it came, before anything in it is believed. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export class WechatPayClient {
  constructor(
    readonly account: WechatPayAccount,
    private readonly send: typeof fetch = fetchWithin(PROVIDER_TIMEOUT_MS),
    private readonly clock: () => number = Date.now,
  ) {}

  /** One call; `path` with its query. Throws WechatPayError when the answer is not believed. */
  async call(method: 'GET' | 'POST', path: string, body?: object): Promise<WechatPayAnswer> {
    const reply = await this.exchange(method, path, body);
    const delivery = signedDelivery(reply.headers, reply.text);
    const check = delivery ? await this.believes(delivery, this.clock()) : 'unsigned';
    if (check !== 'valid') {
      throw new WechatPayError(`WeChat Pay's answer to ${method} ${path} is ${check}`);
    }
    const data = parse(reply.text);
    if (reply.status < 200 || reply.status > 299) {
      const error = data as { code?: unknown; message?: unknown } | null;
      throw new WechatPayError(
        `WeChat Pay refused ${method} ${path}: ${String(error?.message ?? reply.status)}`,
        typeof error?.code === 'string' ? error.code : null,
        reply.status,
      );
    }
    return { status: reply.status, data };
  }

  /** One request signed with the merchant's key, and WeChat Pay's answer as it came. */
  async exchange(method: 'GET' | 'POST', path: string, body?: object): Promise<RawAnswer> {
    const text = body === undefined ? '' : JSON.stringify(body);
    let reply: Response;
    let answer: string;
    try {
      reply = await this.send(new URL(path, this.account.baseUrl), {
        method,
        headers: {
          Authorization: authorization(this.account, { method, url: path, body: text }),
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: text }),
      });
      answer = await reply.text();
    } catch (error) {
      throw new WechatPayError(
        `WeChat Pay gave no answer to ${method} ${path}: ${whyUnanswered(error)}`,
      );
    }
    return {
      status: reply.status,
      headers: Object.fromEntries(reply.headers.entries()),
      text: answer,
    };
  }

  /** Whether WeChat Pay signed this answer or notify, with the key its serial names. */
  async believes(delivery: SignedDelivery, now: number): Promise<SignatureCheck> {
    const key = await this.account.platformKeys.get(delivery.serial, now);
    return checkSignature(delivery, new Map(key ? [[delivery.serial, key]] : []), now);
  }
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WechatPayError('WeChat Pay answered with something other than JSON');
  }
}

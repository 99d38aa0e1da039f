import { randomBytes } from 'node:crypto';
import type { WechatJsConfig } from '../../../contract/share';
import {
  JWEIXIN_SCRIPT_PATH,
  SHARE_JS_APIS,
  jsSignature,
  type WechatJsSdk,
} from '../wechat-js-sdk';
import { WechatServiceError } from '../wechat';
import { WechatApi, refusalOf, text, type WechatAnswer } from './api';
import type { CredentialStore, Fetched } from './credentials';
import type { WechatApp } from './settings';

// The Official Account's JS-SDK signature. The jsapi_ticket comes from WeChat with an access
// token; both are shared by every instance through the database (CredentialStore).
//
// The access token is the stable one (POST /cgi-bin/stable_token, normal mode): WeChat keeps it
// apart from /cgi-bin/token's, so another system that fetches tokens for the same account (an
// operator's tool) does not retire the shop's, nor the shop theirs; asked again while it is
// valid it answers the same token, and in its last 5 minutes a new one while the old still works.

/** Refusals that mean the access token is no good any more: renew it once and ask again. */
const TOKEN_REFUSALS = new Set([
  40001, // invalid credential, access_token is invalid or not latest
  40014, // invalid access_token
  42001, // access_token expired
]);

const TOKEN_PATH = '/cgi-bin/stable_token';
const TICKET_PATH = '/cgi-bin/ticket/getticket';

function fetched(path: string, answer: WechatAnswer, field: string): Fetched {
  const refusal = refusalOf(answer);
  if (refusal) throw WechatApi.failure(path, refusal);
  const value = text(answer, field);
  const expiresIn = Number(answer.expires_in);
  if (!value || !Number.isFinite(expiresIn) || expiresIn <= 0) {
    throw new WechatServiceError(`WeChat ${path} answered without ${field} and expires_in`);
  }
  return { value, expiresIn };
}

export class OfficialAccountJsSdk implements WechatJsSdk {
  readonly configured = true;

  constructor(
    private readonly app: WechatApp,
    private readonly api: WechatApi,
    private readonly store: CredentialStore,
    private readonly clock: () => number = Date.now,
  ) {}

  async sign(url: string, now = this.clock()): Promise<WechatJsConfig> {
    const ticket = await this.ticket();
    const timestamp = Math.floor(now / 1000);
    const nonce = randomBytes(8).toString('hex');
    return {
      app_id: this.app.appid,
      timestamp,
      nonce_str: nonce,
      signature: jsSignature(ticket, nonce, timestamp, url),
      script: JWEIXIN_SCRIPT_PATH,
      js_api_list: SHARE_JS_APIS,
    };
  }

  private ticket(): Promise<string> {
    return this.store.get(`jsapi_ticket:${this.app.appid}`, () => this.fetchTicket());
  }

  private accessToken(rejected?: string): Promise<string> {
    return this.store.get(`access_token:${this.app.appid}`, () => this.fetchToken(), rejected);
  }

  private async fetchToken(): Promise<Fetched> {
    const answer = await this.api.post(TOKEN_PATH, {
      grant_type: 'client_credential',
      appid: this.app.appid,
      secret: this.app.secret,
      force_refresh: false,
    });
    return fetched(TOKEN_PATH, answer, 'access_token');
  }

  private async fetchTicket(): Promise<Fetched> {
    const ask = (token: string) =>
      this.api.get(TICKET_PATH, { access_token: token, type: 'jsapi' });
    const token = await this.accessToken();
    let answer = await ask(token);
    const refusal = refusalOf(answer);
    if (refusal && TOKEN_REFUSALS.has(refusal.errcode)) {
      answer = await ask(await this.accessToken(token));
    }
    return fetched(TICKET_PATH, answer, 'ticket');
  }
}

import type { Db } from '../../db/database';
import { UnconfiguredWechatJsSdk, type WechatJsSdk } from '../wechat-js-sdk';
import { fetchWithin, PROVIDER_TIMEOUT_MS } from '../timeout';
import type { WechatProvider } from '../wechat';
import { WechatApi } from './api';
import { CredentialStore } from './credentials';
import { OfficialAccountJsSdk } from './js-sdk';
import { WechatLogin } from './login';
import type { WechatLoginSettings } from './settings';

export { wechatLoginSettings, type WechatLoginSettings } from './settings';

/** Real WeChat sign-in: on a desktop with the website application, inside WeChat with the account. */
export function createWechatLogin(
  settings: WechatLoginSettings,
  db: Db,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): WechatProvider {
  return new WechatLogin(db, settings, new WechatApi(settings.apiBaseUrl, fetchWithin(timeoutMs)));
}

/** The Official Account's JS-SDK signature; pages share by link only without the account. */
export function createWechatJsSdk(
  settings: WechatLoginSettings,
  db: Db,
  clock: () => number = Date.now,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): WechatJsSdk {
  const account = settings.officialAccount;
  if (!account) return new UnconfiguredWechatJsSdk();
  const api = new WechatApi(settings.apiBaseUrl, fetchWithin(timeoutMs));
  return new OfficialAccountJsSdk(account, api, new CredentialStore(db, clock), clock);
}

import { downloadCertificates } from './certificate-download';
import { WechatPayClient } from './client';
import { PlatformCertificates } from './platform-certificates';
import { WechatPay } from './provider';
import type { WechatPaySettings } from './settings';

/**
 * The merchant's client of WeChat Pay, believing its answers and notifies by WeChat Pay's public
 * key, or by the platform certificates it downloads with the merchant's own key (at start,
 * through the provider's prepare, and again as they change).
 */
export function createWechatPayClient(
  settings: WechatPaySettings,
  send?: typeof fetch,
): WechatPayClient {
  const { account, apiV3Key, publicKey } = settings;
  if (publicKey) {
    return new WechatPayClient(
      { ...account, platformKeys: new Map([[publicKey.id, publicKey.key]]) },
      send,
    );
  }
  const certificates = new PlatformCertificates((now) =>
    downloadCertificates(client, apiV3Key, now),
  );
  const client: WechatPayClient = new WechatPayClient(
    { ...account, platformKeys: certificates },
    send,
  );
  return client;
}

/** WeChat Pay for the merchant the settings give; `send` gives up past the provider timeout. */
export function createWechatPay(settings: WechatPaySettings, send?: typeof fetch): WechatPay {
  return new WechatPay(createWechatPayClient(settings, send), settings.apiV3Key);
}

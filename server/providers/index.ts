import type { Config } from '../config';
import type { Db } from '../db/database';
import { CaptchaAnswers } from '../sandbox/captcha-answers';
import { AlipayClient } from './alipay/client';
import { Alipay } from './alipay/provider';
import { AliyunSms } from './aliyun-sms/provider';
import { SandboxCarrier, UnconfiguredCarrier, type CarrierProvider } from './carrier';
import { PaymentMethods } from './payment-methods';
import { SandboxPayment } from './payment-sandbox';
import { SandboxSms, UnconfiguredSms, type SmsProvider } from './sms';
import { SandboxWechat, UnconfiguredWechat, type WechatProvider } from './wechat';
import { fetchWithin } from './timeout';
import { SandboxWechatJsSdk, UnconfiguredWechatJsSdk, type WechatJsSdk } from './wechat-js-sdk';
import { createWechatJsSdk, createWechatLogin } from './wechat-login';
import { createWechatPay } from './wechat-pay';

export interface Providers {
  sms: SmsProvider;
  wechat: WechatProvider;
  /** Signs shop pages for WeChat's JS-SDK, so that they share with a title and picture. */
  wechatJsSdk: WechatJsSdk;
  /** Who collects each way of paying; a method without a provider is not offered. */
  payment: PaymentMethods;
  carrier: CarrierProvider;
  /** Sandbox only: the page that reads a live graphic code for browser suites; null otherwise. */
  captchaAnswers: CaptchaAnswers | null;
}

/**
 * The sandbox providers when `SHOP_SANDBOX` is on; otherwise the real services whose accounts
 * the environment gives (config.services). A service without an account is not offered:
 * sending texts or signing in with WeChat is refused with a clear message, and the checkout
 * shows only the ways to pay that work.
 */
export function createProviders(config: Config, db: Db): Providers {
  if (config.sandbox) {
    return {
      sms: new SandboxSms(db),
      wechat: new SandboxWechat(db),
      wechatJsSdk: new SandboxWechatJsSdk(),
      payment: PaymentMethods.allThrough(
        new SandboxPayment(db, config.paySecret),
        config.publicUrl,
      ),
      carrier: new SandboxCarrier(),
      captchaAnswers: new CaptchaAnswers(),
    };
  }
  const { wechatPay, alipay, aliyunSms, wechatLogin } = config.services;
  // Every call to a service is given up past this: the shopper is told it is unavailable.
  const timeoutMs = config.providerTimeoutMs;
  return {
    sms: aliyunSms ? new AliyunSms(aliyunSms, timeoutMs) : new UnconfiguredSms(),
    wechat: wechatLogin ? createWechatLogin(wechatLogin, db, timeoutMs) : new UnconfiguredWechat(),
    wechatJsSdk: wechatLogin
      ? createWechatJsSdk(wechatLogin, db, Date.now, timeoutMs)
      : new UnconfiguredWechatJsSdk(),
    payment: new PaymentMethods(
      {
        wechat: wechatPay && createWechatPay(wechatPay, fetchWithin(timeoutMs)),
        alipay: alipay && new Alipay(new AlipayClient(alipay.account, Date.now, timeoutMs)),
      },
      config.publicUrl,
    ),
    carrier: new UnconfiguredCarrier(),
    captchaAnswers: null,
  };
}

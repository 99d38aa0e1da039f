import type { Config } from '../config';
import type { Db } from '../db/database';
import { CaptchaAnswers } from '../sandbox/captcha-answers';
import { SandboxCarrier, UnconfiguredCarrier, type CarrierProvider } from './carrier';
import { UnconfiguredPayment, type PaymentProvider } from './payment';
import { SandboxPayment } from './payment-sandbox';
import { SandboxSms, UnconfiguredSms, type SmsProvider } from './sms';
import { SandboxWechat, UnconfiguredWechat, type WechatProvider } from './wechat';

export interface Providers {
  sms: SmsProvider;
  wechat: WechatProvider;
  payment: PaymentProvider;
  carrier: CarrierProvider;
  /** Sandbox only: the page that reads a live graphic code for browser suites; null otherwise. */
  captchaAnswers: CaptchaAnswers | null;
}

/**
 * The sandbox providers when `SHOP_SANDBOX` is on. A real SMS service or WeChat application is
 * plugged in here, behind the same interfaces; without one, sending or signing in with WeChat
 * is refused with a clear message.
 */
export function createProviders(config: Config, db: Db): Providers {
  if (config.sandbox) {
    return {
      sms: new SandboxSms(db),
      wechat: new SandboxWechat(db),
      payment: new SandboxPayment(db, config.paySecret),
      carrier: new SandboxCarrier(),
      captchaAnswers: new CaptchaAnswers(),
    };
  }
  return {
    sms: new UnconfiguredSms(),
    wechat: new UnconfiguredWechat(),
    payment: new UnconfiguredPayment(),
    carrier: new UnconfiguredCarrier(),
    captchaAnswers: null,
  };
}

import { z } from 'zod';
import { defineCall } from './call';
import {
  captchaCodeField,
  confirmedPassword,
  consentField,
  firstNameField,
  flagField,
  lastNameField,
  mobileField,
  newsletterHasEmail,
  newsletterNeedsEmail,
  optionalBirthdayField,
  optionalEmailField,
  optionalText,
  passwordField,
  passwordMismatch,
  smsCodeField,
  text,
  titleField,
} from './fields';

// Signing in, registering and recovering (spec §1, §6, §7 "Account").

export type LevelKey = 'point_card' | 'silver' | 'gold' | 'platinum';

/** What the browser may know about the signed-in member straight after signing in. */
export interface SessionUser {
  id: number;
  /** Title and last name as a greeting uses them ("Ms. Li"), or the masked mobile. */
  display_name: string;
  level: LevelKey;
}

export interface LoginReply {
  access_token: string;
  /** Epoch milliseconds. */
  expires_at: number;
  user: SessionUser;
}

export const picCaptcha = defineCall<{ key: string; image: string; expires_at: number }>()({
  r: 'site/pic-captcha',
  method: 'GET',
  input: z.object({ refresh: z.string().max(10).optional() }),
});

export const SMS_SCENES = ['login', 'register', 'find_password', 'bind_wechat'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

/** The graphic code must be right before a text is sent; throttled replies carry `wait_seconds`. */
export const sendSmsCode = defineCall<{ resend_after: number }>()({
  r: 'api/kc/crm-msg/send-msg-by-code',
  method: 'GET',
  input: z.object({
    mobile: mobileField,
    scene: z.enum(SMS_SCENES),
    captcha_key: z.string({ error: 'captchaBlank' }).min(1, { error: 'captchaBlank' }).max(64),
    captcha_code: captchaCodeField,
  }),
});

/** The data of a throttled send-msg-by-code reply (code 429). */
export interface SmsThrottled {
  wait_seconds: number;
}

export const login = defineCall<LoginReply>()({
  r: 'api/passport/login',
  method: 'POST',
  input: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('password'),
      account: text('accountBlank', 254),
      password: z.string({ error: 'passwordBlank' }).min(1, { error: 'passwordBlank' }).max(64),
    }),
    z.object({ type: z.literal('sms'), mobile: mobileField, sms_code: smsCodeField }),
  ]),
});

export const logout = defineCall<null>()({
  r: 'api/passport/logout',
  method: 'POST',
  input: z.object({}),
});

/**
 * Only what the shop needs to open an account: the title and name it addresses the member by,
 * the proven mobile number that signs them in, a password and the privacy consent. The email,
 * date of birth, country and city may be given ('' or absent when not), and are checked when
 * they are; the profile takes them later. The newsletter goes by email, so it needs the email.
 */
export const register = defineCall<LoginReply & { coupon_value: number }>()({
  r: 'plugin/mobile/api/passport/register',
  method: 'POST',
  input: z
    .object({
      title: titleField,
      last_name: lastNameField,
      first_name: firstNameField,
      birthday: optionalBirthdayField,
      country: optionalText(60),
      city: optionalText(60),
      email: optionalEmailField,
      mobile: mobileField,
      sms_code: smsCodeField,
      password: passwordField,
      password_confirm: z.string({ error: 'passwordMismatch' }),
      privacy: consentField('privacyRequired'),
      newsletter: flagField,
    })
    .refine(confirmedPassword, passwordMismatch)
    .refine(newsletterHasEmail, newsletterNeedsEmail),
});

/** A proven mobile number gets a short-lived ticket to set a new password with. */
export const findPassword = defineCall<{ reset_token: string; expires_at: number }>()({
  r: 'api/user/find-password',
  method: 'POST',
  input: z.object({ mobile: mobileField, sms_code: smsCodeField }),
});

export const resetPassword = defineCall<null>()({
  r: 'api/user/reset-password',
  method: 'POST',
  input: z
    .object({
      reset_token: z.string({ error: 'ticketExpired' }).min(1, { error: 'ticketExpired' }).max(128),
      password: passwordField,
      password_confirm: z.string({ error: 'passwordMismatch' }),
    })
    .refine(confirmedPassword, passwordMismatch),
});

export const updatePassword = defineCall<null>()({
  r: 'api/user/update-user-password',
  method: 'POST',
  noLogin: false,
  input: z
    .object({
      old_password: z.string({ error: 'passwordBlank' }).min(1, { error: 'passwordBlank' }).max(64),
      password: passwordField,
      password_confirm: z.string({ error: 'passwordMismatch' }),
    })
    .refine(confirmedPassword, passwordMismatch),
});

// WeChat (spec §1, §2, §6). `state` ties every round trip to the page that started it.

export type WechatStatus = 'waiting' | 'scanned' | 'approved' | 'denied' | 'expired';

export type WechatLogin =
  | { bound: true; openid: string; login: LoginReply }
  /** A first-time WeChat user: bind a mobile number with `state` next. */
  | { bound: false; openid: string; nickname: string; state: string };

const stateField = z.string({ error: 'wechatStateInvalid' }).min(8).max(64);

export interface WechatStart {
  state: string;
  url: string;
  expires_at: number;
  /**
   * qr: draw `url` as a QR code for the phone and ask get-wechat-scan-result how it goes;
   * redirect: send the browser to `url` (WeChat's own page), which comes back to the shop.
   */
  kind: 'qr' | 'redirect';
}

export const wechatUrl = defineCall<WechatStart>()({
  r: 'api/kc/wechat/get-wechat-url',
  method: 'GET',
  input: z.object({
    /** qr: the desktop QR code; inapp: the authorization page inside the WeChat browser. */
    mode: z.enum(['qr', 'inapp']).default('qr'),
    /** inapp only: the shop page (a site path) to come back to with `code` and `state`. */
    redirect: z
      .string()
      .max(500)
      .regex(/^\/(?!\/)/)
      .optional(),
    /**
     * inapp only: base (silent) for the openid alone; userinfo (the shopper consents) for a
     * sign-in, which needs the unionid.
     */
    scope: z.enum(['base', 'userinfo']).default('base'),
  }),
});

export const wechatScanResult = defineCall<{ status: WechatStatus }>()({
  r: 'api/kc/wechat/get-wechat-scan-result',
  method: 'GET',
  input: z.object({ state: stateField }),
});

/** After an approved scan: signs a bound member in, or says a mobile number must be bound. */
export const wechatUser = defineCall<WechatLogin>()({
  r: 'api/kc/wechat/get-wechat-user',
  method: 'GET',
  input: z.object({ state: stateField }),
});

/** Inside the WeChat browser: the authorization code for the openid kept in session storage. */
export const openidByCode = defineCall<{ openid: string }>()({
  r: 'api/kc/wechat/get-openid-by-code',
  method: 'GET',
  input: z.object({ code: z.string().min(1).max(128), state: stateField }),
});

/** Inside the WeChat browser: the authorization code for a sign-in (or a binding to do). */
export const userByCode = defineCall<WechatLogin>()({
  r: 'api/kc/wechat/get-user-by-code',
  method: 'GET',
  input: z.object({ code: z.string().min(1).max(128), state: stateField }),
});

/** A WeChat user proves a mobile number; the ticket then binds it. Nothing is told before. */
export const userByMobile = defineCall<{ registered: boolean; bind_ticket: string }>()({
  r: 'api/user/get-user-by-mobile',
  method: 'GET',
  input: z.object({ state: stateField, mobile: mobileField, sms_code: smsCodeField }),
});

export const bindWechat = defineCall<LoginReply>()({
  r: 'api/kc/wechat/bind-wechat',
  method: 'POST',
  input: z.object({
    state: stateField,
    bind_ticket: z.string({ error: 'ticketExpired' }).min(1, { error: 'ticketExpired' }).max(128),
    /** Only for a number that has no account yet. */
    title: titleField.optional(),
    last_name: lastNameField.optional(),
    first_name: firstNameField.optional(),
    privacy: consentField('privacyRequired').optional(),
  }),
});

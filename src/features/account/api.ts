import { queryOptions } from '@tanstack/react-query';
import type {
  bindWechat,
  findPassword,
  login,
  openidByCode,
  picCaptcha,
  register,
  resetPassword,
  sendSmsCode,
  SmsScene,
  userByCode,
  userByMobile,
  wechatScanResult,
  wechatUrl,
  wechatUser,
  WechatStatus,
} from '../../../contract/account';
import type { agreement } from '../../../contract/member';
import { ApiError, endpoint } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';

// None of these is personal data of a signed-in member, and none is persisted: a code, a ticket
// or a QR state is worth nothing once the page is gone.

const fetchCaptcha = endpoint<typeof picCaptcha>('site/pic-captcha', 'GET');
export const requestSmsCode = endpoint<typeof sendSmsCode>(
  'api/kc/crm-msg/send-msg-by-code',
  'GET',
);
export const postLogin = endpoint<typeof login>('api/passport/login', 'POST');
export const postRegister = endpoint<typeof register>(
  'plugin/mobile/api/passport/register',
  'POST',
);
export const postFindPassword = endpoint<typeof findPassword>('api/user/find-password', 'POST');
export const postResetPassword = endpoint<typeof resetPassword>('api/user/reset-password', 'POST');
export const fetchWechatUrl = endpoint<typeof wechatUrl>('api/kc/wechat/get-wechat-url', 'GET');
const fetchScanResult = endpoint<typeof wechatScanResult>(
  'api/kc/wechat/get-wechat-scan-result',
  'GET',
);
export const fetchWechatUser = endpoint<typeof wechatUser>('api/kc/wechat/get-wechat-user', 'GET');
export const fetchOpenidByCode = endpoint<typeof openidByCode>(
  'api/kc/wechat/get-openid-by-code',
  'GET',
);
export const fetchUserByCode = endpoint<typeof userByCode>('api/kc/wechat/get-user-by-code', 'GET');
export const fetchUserByMobile = endpoint<typeof userByMobile>(
  'api/user/get-user-by-mobile',
  'GET',
);
export const postBindWechat = endpoint<typeof bindWechat>('api/kc/wechat/bind-wechat', 'POST');
const fetchAgreement = endpoint<typeof agreement>('api/user/get-agreement', 'GET');

type Captcha = Awaited<ReturnType<typeof fetchCaptcha>>;

/**
 * How long a graphic code asked for with its page's code waits for the page's form: a form drawn
 * later (the page left and come back to) asks for its own.
 */
const EARLY_CAPTCHA_FOR_MS = 30_000;
let early: { scene: SmsScene; at: number; captcha: Promise<Captcha> } | null = null;

/**
 * Asks for the graphic code of a sign-in page's form while the page's code loads, rather than
 * once the form has drawn: on a phone the code is the last thing the page waits for.
 */
export function drawCaptchaEarly(scene: SmsScene): void {
  const captcha = fetchCaptcha({ refresh: 'true' });
  // A failure is met by the form's own query, which then shows it or asks again.
  captcha.catch(() => undefined);
  early = { scene, at: performance.now(), captcha };
}

/** The early graphic code, once, for the first form of its scene that asks in time. */
function takeEarlyCaptcha(scene: SmsScene): Promise<Captcha> | null {
  if (!early || performance.now() - early.at > EARLY_CAPTCHA_FOR_MS) {
    early = null;
    return null;
  }
  if (early.scene !== scene) return null;
  const { captcha } = early;
  early = null;
  return captcha;
}

/** A fresh graphic code for one form; refetching it draws a new one. */
export const captchaQueryOptions = (scene: SmsScene, formId: string) =>
  queryOptions({
    queryKey: ['account', 'captcha', scene, formId],
    queryFn: ({ signal }) =>
      takeEarlyCaptcha(scene) ?? fetchCaptcha({ refresh: 'true' }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
  });

/** The desktop WeChat QR code (`attempt` changes when the shopper asks for a new one). */
export const wechatQrQueryOptions = (attempt: number) =>
  queryOptions({
    queryKey: ['account', 'wechat-qr', attempt],
    queryFn: ({ signal }) => fetchWechatUrl({ mode: 'qr' }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });

/** Spec: the scan is asked about every ~2 s while the QR code is on screen. */
export const SCAN_POLL_MS = 2000;

const settled = (status: WechatStatus | undefined) =>
  status === 'approved' || status === 'denied' || status === 'expired';

export const scanResultQueryOptions = (state: string) =>
  queryOptions({
    queryKey: ['account', 'wechat-scan', state],
    queryFn: ({ signal }) => fetchScanResult({ state }, { signal }),
    gcTime: 0,
    retry: false,
    // A refusal (an unknown or used state) will not change by asking again; a network error may.
    refetchInterval: (query) =>
      settled(query.state.data?.status) || query.state.error instanceof ApiError
        ? false
        : SCAN_POLL_MS,
    // A background tab keeps asking: the shopper confirms on a phone, not in this tab.
    refetchIntervalInBackground: true,
  });

/** The privacy policy or the terms, readable from the registration form. */
export const agreementQueryOptions = (type: 'privacy' | 'terms', lang: Lang) =>
  queryOptions({
    queryKey: ['account', 'agreement', type, lang],
    queryFn: ({ signal }) => fetchAgreement({ type }, { signal }),
    staleTime: 10 * 60_000,
  });

/**
 * The desktop's sign-in once WeChat's own page sent the browser back with its state. Asked once,
 * like a code: the state is spent by signing in.
 */
export const wechatQrReturnQueryOptions = (state: string) =>
  queryOptions({
    queryKey: ['account', 'wechat-qr-return', state],
    queryFn: () => fetchWechatUser({ state }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/**
 * The in-app sign-in's authorization code. A code works once, so it is asked about once: a
 * second render or a strict-mode remount reuses the answer.
 */
export const wechatCodeQueryOptions = (code: string, state: string) =>
  queryOptions({
    queryKey: ['account', 'wechat-code', code, state],
    queryFn: () => fetchUserByCode({ code, state }),
    staleTime: Infinity,
    // It carries a session: gone as soon as the page that asked has moved on.
    gcTime: 0,
    retry: false,
  });

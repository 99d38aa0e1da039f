import * as calls from '../../../contract/account';
import { handler, memberHandler, type CallContext, type Handler } from '../../gateway';
import { captchaImage, createCaptcha } from './captcha';
import { Sweeper } from './housekeeping';
import { logout, passwordLogin, smsLogin, type Caller } from './login';
import { findPassword, resetPassword, updatePassword } from './recover';
import { registerMember } from './register';
import { sendSmsCode } from './sms-codes';
import {
  WECHAT_STATE_LIFETIME_MS,
  askingWechat,
  openidByCode,
  scanResult,
  startWechat,
  userByCode,
  wechatUser,
} from './wechat';
import { bindWechat, userByMobile } from './wechat-bind';
import { browserSecret, heldSecret } from './wechat-browser';

const sweeper = new Sweeper();

function caller(ctx: CallContext): Caller {
  return { lang: ctx.lang, ip: ctx.request.ip, passwordCost: ctx.config.passwordCost };
}

/** The secret of the caller's browser that binds its WeChat sign-ins to it (wechat-browser.ts). */
function wechatBrowser(ctx: CallContext): string | null {
  return heldSecret(ctx.request.headers, ctx.config.publicUrl);
}

/** Signing in, registering, recovering and WeChat (contract/account.ts). */
export const authHandlers: Handler[] = [
  handler(calls.picCaptcha, async (ctx) => {
    const now = ctx.now();
    sweeper.maybeSweep(ctx.db, now, (err) => ctx.request.log.error({ err }, 'sweep failed'));
    const captcha = await createCaptcha(ctx.db, ctx.request.ip, now, ctx.providers.captchaAnswers);
    return { key: captcha.key, image: captchaImage(captcha.svg), expires_at: captcha.expiresAt };
  }),
  handler(
    calls.sendSmsCode,
    (ctx, input) =>
      sendSmsCode(
        ctx.db,
        ctx.providers,
        {
          mobile: input.mobile,
          scene: input.scene,
          captchaKey: input.captcha_key,
          captchaCode: input.captcha_code,
          ip: ctx.request.ip,
          lang: ctx.lang,
          resendSeconds: ctx.config.smsResendSeconds,
        },
        ctx.now(),
        ctx.request.log,
        ctx.metrics,
      ),
    { successMessage: () => 'smsSent' },
  ),
  handler(
    calls.login,
    (ctx, input) =>
      input.type === 'password'
        ? passwordLogin(ctx.db, input.account, input.password, caller(ctx), ctx.now())
        : smsLogin(ctx.db, input.mobile, input.sms_code, ctx.lang, ctx.now()),
    { successMessage: () => 'loggedIn' },
  ),
  handler(calls.logout, (ctx) => logout(ctx.db, ctx.accessToken, ctx.now()), {
    successMessage: () => 'loggedOut',
  }),
  handler(
    calls.register,
    (ctx, input) =>
      registerMember(
        ctx.db,
        input,
        { lang: ctx.lang, passwordCost: ctx.config.passwordCost },
        ctx.now(),
      ),
    { successMessage: () => 'registered' },
  ),
  handler(
    calls.findPassword,
    (ctx, input) => findPassword(ctx.db, input.mobile, input.sms_code, ctx.now()),
    { successMessage: () => 'resetTicketIssued' },
  ),
  handler(
    calls.resetPassword,
    (ctx, input) =>
      resetPassword(ctx.db, input.reset_token, input.password, ctx.config.passwordCost, ctx.now()),
    { successMessage: () => 'passwordResetDone' },
  ),
  memberHandler(
    calls.updatePassword,
    (ctx, input) =>
      updatePassword(
        ctx.db,
        ctx.userId,
        ctx.accessToken,
        input.old_password,
        input.password,
        caller(ctx),
        ctx.now(),
      ),
    { successMessage: () => 'passwordUpdated' },
  ),
  handler(calls.wechatUrl, async (ctx, input) => {
    const { publicUrl } = ctx.config;
    const browser = browserSecret(wechatBrowser(ctx), publicUrl, WECHAT_STATE_LIFETIME_MS);
    const started = await startWechat(
      ctx.db,
      ctx.providers.wechat,
      {
        mode: input.mode,
        redirect: input.redirect,
        scope: input.scope,
        origin: publicUrl,
        browserHash: browser.digest,
      },
      ctx.now(),
    );
    ctx.setCookie(browser.cookie);
    return started;
  }),
  handler(calls.wechatScanResult, (ctx, input) =>
    scanResult(ctx.db, input.state, wechatBrowser(ctx), ctx.now()),
  ),
  handler(calls.wechatUser, (ctx, input) =>
    wechatUser(ctx.db, input.state, wechatBrowser(ctx), ctx.lang, ctx.now()),
  ),
  handler(calls.openidByCode, (ctx, input) =>
    askingWechat(ctx.request.log, () =>
      openidByCode(
        ctx.db,
        ctx.providers.wechat,
        input.code,
        input.state,
        wechatBrowser(ctx),
        ctx.now(),
      ),
    ),
  ),
  handler(calls.userByCode, (ctx, input) =>
    askingWechat(ctx.request.log, () =>
      userByCode(
        ctx.db,
        ctx.providers.wechat,
        input.code,
        input.state,
        wechatBrowser(ctx),
        ctx.lang,
        ctx.now(),
      ),
    ),
  ),
  handler(calls.userByMobile, (ctx, input) =>
    userByMobile(ctx.db, input.state, wechatBrowser(ctx), input.mobile, input.sms_code, ctx.now()),
  ),
  handler(
    calls.bindWechat,
    (ctx, input) => bindWechat(ctx.db, input, wechatBrowser(ctx), ctx.lang, ctx.now()),
    { successMessage: () => 'wechatBound' },
  ),
] as Handler[];

// For the staff's sign-in: the same password hashing and the same counted, locking tries.
export { hashPassword, verifyPassword } from './passwords';
export { reserveTry, settleTry } from './login-failures';
export { lockFor } from './throttle';

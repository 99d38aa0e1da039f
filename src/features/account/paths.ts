import { linkOptions } from '@tanstack/react-router';

// The sign-in flow's pages (spec §2): how a page is recognised as one of them, and the links to
// those the app leads to by itself.

/** The sign-in page (`/mobile/login`, with or without its closing slash). */
const SIGN_IN_PAGE = /^\/mobile\/login\/?$/;
/** The sign-in page and the pages of its flow (register, forgot password, WeChat binding). */
const SIGN_IN_FLOW = /^\/mobile\/login(\/|$)/;
/** Where WeChat's in-app authorization comes back to. */
const WECHAT_RETURN = /^\/mobile\/login\/wxbind\/wxAuth(\/|$)/;

export const isSignInPage = (path: string) => SIGN_IN_PAGE.test(path);
export const isSignInFlowPath = (path: string) => SIGN_IN_FLOW.test(path);
export const isWeChatReturnPath = (path: string) => WECHAT_RETURN.test(path);

/** The member area's home: where a shopper lands when there is no page to return to. */
export const memberHomeLink = linkOptions({ to: '/{-$set}/personal', params: { set: undefined } });
export const wechatReturnLink = linkOptions({ to: '/mobile/login/wxbind/wxAuth' });
export const registerLink = linkOptions({ to: '/mobile/login/register' });
export const forgotPasswordLink = linkOptions({ to: '/mobile/login/forgotPwd' });
export const wechatBindLink = (state: string) =>
  linkOptions({ to: '/mobile/login/wxbind', search: { state } });

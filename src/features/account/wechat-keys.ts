/** Spec §3: session storage keeps the WeChat openid of this browser session under this key. */
export const OPENID_KEY = 'openid';
/** The state of the openid request this tab sent to WeChat: only its code is exchanged. */
export const OPENID_STATE_KEY = 'wechatOpenidState';
/** Set when the server refused the exchange: the shop stops sending the shopper to WeChat. */
export const OPENID_REFUSED_KEY = 'openidRefused';
/**
 * The state of the desktop's WeChat sign-in that this tab sent to WeChat's page: the page WeChat
 * sends the browser back to goes on only with this state, never with one a link brought.
 */
export const QR_STATE_KEY = 'wechatQrState';

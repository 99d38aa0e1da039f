/** Spec §3: session storage keeps the WeChat openid of this browser session under this key. */
export const OPENID_KEY = 'openid';
/** Set when the server refused the exchange: the shop stops sending the shopper to WeChat. */
export const OPENID_REFUSED_KEY = 'openidRefused';

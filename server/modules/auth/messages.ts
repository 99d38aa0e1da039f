import type { Lang } from '../../lib/lang';

/** Messages of signing in, registering, recovering and WeChat. */
export const authMessages = {
  loggedIn: { cn: '登录成功', en: 'Signed in' },
  loggedOut: { cn: '您已退出登录', en: 'You have signed out' },
  registered: {
    cn: '注册成功，100 元礼券已放入您的账户',
    en: 'Welcome! A 100 RMB gift certificate is now in your account',
  },
  smsSent: { cn: '验证码已发送', en: 'The code has been sent' },
  smsCodeText: {
    cn: '【MAISON】您的验证码是 {code}，5 分钟内有效。',
    en: '[MAISON] Your code is {code}. It is valid for 5 minutes.',
  },
  passwordResetDone: {
    cn: '密码已修改，请使用新密码登录',
    en: 'Your password has been changed, please sign in with the new one',
  },
  passwordUpdated: { cn: '密码已修改', en: 'Your password has been changed' },
  resetTicketIssued: { cn: '验证成功，请设置新密码', en: 'Verified: please set a new password' },
  wechatBound: { cn: '微信绑定成功', en: 'Your WeChat account is now linked' },

  captchaWrong: {
    cn: '图形验证码错误或已失效，请重新输入',
    en: 'The graphic code is wrong or has expired, please try again',
  },
  captchaTooMany: {
    cn: '请求过于频繁，请{time}秒后再试',
    en: 'Too many requests, please try again in {time} seconds',
  },
  smsResendWait: { cn: '请{time}秒后再试', en: 'Please try again in {time} seconds' },
  smsCodeDead: {
    cn: '验证码错误次数过多，请重新获取',
    en: 'Too many wrong codes, please request a new one',
  },
  smsTooFrequent: {
    cn: '短信发送过于频繁，请稍后再试',
    en: 'Texts are being sent too often, please try again later',
  },
  smsNumberUnreachable: {
    cn: '该手机号无法接收短信，请核对号码或更换手机号',
    en: 'This number cannot receive text messages: please check it or use another one',
  },
  smsUnavailable: {
    cn: '短信服务暂不可用，请稍后再试[或联系客服 {hotline}]',
    en: 'Text messages cannot be sent at the moment: please try again later[ or call {hotline}]',
  },
  loginFailed: { cn: '账号或密码错误', en: 'Incorrect account or password' },
  loginSlowDown: {
    cn: '尝试次数过多，请{time}秒后再试',
    en: 'Too many attempts, please try again in {time} seconds',
  },
  accountLocked: {
    cn: '密码错误次数过多，请{minutes}分钟后再试，或使用短信验证码登录、找回密码',
    en: 'Too many wrong passwords: try again in {minutes} minutes, sign in with a mobile code or reset your password',
  },
  networkLocked: {
    cn: '您的网络尝试次数过多，请{minutes}分钟后再试',
    en: 'Too many attempts from your network, please try again in {minutes} minutes',
  },
  mobileNoAccount: {
    cn: '该手机号尚未注册，请先注册',
    en: 'This mobile number has no account yet, please create one',
  },
  mobileRegistered: {
    cn: '该手机号已注册，请直接登录',
    en: 'This mobile number already has an account, please sign in',
  },
  emailRegistered: {
    cn: '该邮箱已被其他账户使用',
    en: 'This email address is already used by another account',
  },
  oldPasswordWrong: { cn: '原密码错误', en: 'The current password is incorrect' },
  wechatUnavailable: {
    cn: '微信登录暂不可用，请使用其他方式登录',
    en: 'WeChat sign-in is not available at the moment, please use another way',
  },
  wechatNoUnionid: {
    cn: '获取 unionid 异常，请联系管理员',
    en: 'Unionid obtaining exception, Please contact the administrator',
  },
  wechatStateUsed: {
    cn: '该微信登录已使用，请重新扫码',
    en: 'This WeChat sign-in has already been used, please scan again',
  },
  wechatNotApproved: {
    cn: '请先在手机上确认登录',
    en: 'Please confirm the sign-in on your phone first',
  },
  wechatDenied: { cn: '您已在微信中拒绝登录', en: 'The sign-in was declined in WeChat' },
  wechatOtherBrowser: {
    cn: '微信登录已失效，请重新扫码/授权',
    en: 'This WeChat sign-in has expired: please start again',
  },
  wechatStateMismatch: {
    cn: '微信登录信息不匹配，请重新登录',
    en: 'This WeChat sign-in does not match, please start again',
  },
  wechatCodeInvalid: {
    cn: '微信授权已失效，请重新授权',
    en: 'This WeChat authorization has expired, please authorize again',
  },
  wechatAccountBound: {
    cn: '该账户已绑定其他微信',
    en: 'This account is already linked to another WeChat account',
  },
  wechatIdentityBound: {
    cn: '该微信已绑定其他账户',
    en: 'This WeChat account is already linked to another account',
  },
  wechatRedirectInvalid: {
    cn: '返回页面地址不正确',
    en: 'The page to return to is not valid',
  },
} as const satisfies Record<string, Record<Lang, string>>;

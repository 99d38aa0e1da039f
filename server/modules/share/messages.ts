import type { Lang } from '../../lib/lang';

/** Messages of sharing and of the WeChat JS-SDK signature. */
export const shareMessages = {
  shareTypeInvalid: {
    cn: '分享类型不正确，可选：商品、专题、文章',
    en: 'The type of share is not valid: “goods”, “topic” or “news”',
  },
  shareIdInvalid: {
    cn: '分享对象的编号不正确，应为大于零的整数',
    en: 'The id of what is shared is not valid: it is a whole number above zero',
  },
  shareUrlInvalid: {
    cn: '页面地址不正确，应为完整的 http(s) 地址',
    en: 'The page address is not valid: a full http(s) address is needed',
  },
  shareUrlForeign: {
    cn: '只能为本商城的页面生成微信分享配置',
    en: 'WeChat sharing can only be set up for pages of this shop',
  },
  shareWechatUnavailable: {
    cn: '微信分享暂未开通，请复制链接分享',
    en: 'WeChat sharing is not available yet: copy the link to share it',
  },
} as const satisfies Record<string, Record<Lang, string>>;

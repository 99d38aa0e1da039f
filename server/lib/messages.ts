import { authMessages } from '../modules/auth/messages';
import { cartMessages } from '../modules/cart/messages';
import { memberMessages } from '../modules/member/messages';
import { afterSalesMessages } from '../modules/order/after-sales-messages';
import { checkoutMessages } from '../modules/order/messages';
import { paymentMessages } from '../modules/payment/messages';
import { appointmentMessages } from '../modules/appointment/messages';
import { documentMessages } from '../modules/document/messages';
import { personaliseMessages } from '../modules/personalise/messages';
import { shareMessages } from '../modules/share/messages';
import { storeMessages } from '../modules/store/messages';
import { topicMessages } from '../modules/topic/messages';
import { groupDigits } from '../../contract/numbers';
import type { Lang } from './lang';
import { fieldMessages } from './messages-fields';

const coreMessages = {
  ok: { cn: '成功', en: 'OK' },
  loginNeeded: { cn: '请先登录', en: 'Please sign in first' },
  missingCall: { cn: '缺少接口名称参数 r', en: 'The call name (r) is missing' },
  unknownCall: { cn: '未知的接口：{r}', en: 'Unknown call: {r}' },
  wrongMethod: {
    cn: '接口 {r} 需要使用 {method} 请求',
    en: 'The call {r} must be sent with {method}',
  },
  wrongMall: { cn: '商城编号不正确', en: 'Unknown mall id' },
  invalidInput: { cn: '参数 {field} 不正确：{detail}', en: 'Invalid {field}: {detail}' },
  invalidBody: { cn: '请求内容无法解析', en: 'The request body could not be read' },
  serverError: {
    cn: '服务器暂时无法完成请求，请稍后再试',
    en: 'The server could not complete the request, please try again later',
  },
  databaseBusy: {
    cn: '店铺此刻繁忙，未能完成您的请求，请稍后再试',
    en: 'The shop is too busy to complete your request right now, please try again in a moment',
  },
  databaseUnavailable: {
    cn: '店铺暂时无法处理请求，请稍后再试',
    en: 'The shop cannot handle requests for a moment, please try again shortly',
  },
  databaseFull: {
    cn: '店铺暂时无法保存您的请求，请稍后再试',
    en: 'The shop cannot save your request right now, please try again later',
  },
  notFound: { cn: '页面不存在', en: 'Not found' },
  goodsNotFound: {
    cn: '商品不存在或已下架',
    en: 'This piece does not exist or is no longer available',
  },
  searchHistoryCleared: { cn: '最近搜索已清除', en: 'Your recent searches have been cleared' },
  subscribed: { cn: '订阅成功，感谢您的关注', en: 'Thank you for subscribing' },
  alreadySubscribed: {
    cn: '该邮箱已订阅，无需重复订阅',
    en: 'This email address is already subscribed',
  },
} as const satisfies Record<string, Record<Lang, string>>;

// Each area keeps its own messages; a key used twice would make one of them silently lost.
const tables = [
  coreMessages,
  fieldMessages,
  authMessages,
  memberMessages,
  cartMessages,
  checkoutMessages,
  afterSalesMessages,
  paymentMessages,
  storeMessages,
  appointmentMessages,
  personaliseMessages,
  topicMessages,
  documentMessages,
  shareMessages,
];
const messages = Object.assign({}, ...tables) as typeof coreMessages &
  typeof fieldMessages &
  typeof authMessages &
  typeof memberMessages &
  typeof cartMessages &
  typeof checkoutMessages &
  typeof afterSalesMessages &
  typeof paymentMessages &
  typeof storeMessages &
  typeof appointmentMessages &
  typeof personaliseMessages &
  typeof topicMessages &
  typeof documentMessages &
  typeof shareMessages;
const keyCount = tables.reduce<number>((sum, table) => sum + Object.keys(table).length, 0);
if (Object.keys(messages).length !== keyCount) {
  throw new Error('Two message catalogues use the same key');
}

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

/** What a message's {name}s are filled with: words as given, counts written as the pages write them. */
export type MessageParams = Record<string, string | number>;

/**
 * A text with its {name}s filled in, a number with its thousands grouped (10,850) as the pages
 * show it. A part in square brackets holding a {name} is kept, without the brackets, only when
 * every value it names is given and not empty: "please call[ us on {hotline}]" reads "please
 * call" in a shop without a hotline.
 */
export function fill(text: string, params: MessageParams): string {
  const written = (value: string | number | undefined) =>
    typeof value === 'number' ? groupDigits(value) : value;
  return text
    .replace(/\[([^[\]]*\{\w+\}[^[\]]*)\]/g, (_whole, part: string) =>
      [...part.matchAll(/\{(\w+)\}/g)].every(([, name = '']) => written(params[name])) ? part : '',
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => written(params[name]) ?? whole);
}

export function message(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return fill(messages[key][lang], params);
}

/** Whether the message names the shop's hotline, which is then given as {hotline}. */
export function namesHotline(key: MessageKey): boolean {
  return Object.values(messages[key]).some((text: string) => text.includes('{hotline}'));
}

import { groupDigits } from '../../contract/numbers';
import type { Lang } from './lang';

// The words of the gateway itself; each module keeps its own table beside its calls, and
// server/messages.ts puts them all into the shop's one catalogue.

export const coreMessages = {
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

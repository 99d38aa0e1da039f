import type { Lang } from './lib/lang';

/**
 * The words the app's pages draw around their opening text and pictures, as the app's catalogues
 * have them (src/locales/<locale>/messages.po, documents.po, stores.po, topics.po,
 * personalise.po and member.po; a test holds them to it). A count's forms are its plural's.
 */
export const OPENING_WORDS = {
  cn: {
    policiesAndHelp: '帮助与政策',
    updated: '更新于 {date}',
    boutiques: '精品店',
    boutiquesIntro: '无论是否预约，每一家精品店的顾问都将竭诚为您服务。',
    stories: '品牌专题',
    storiesIntro: '所有专题文章，按发布时间由新到旧排列。',
    storyCount: { one: '共 # 篇文章', other: '共 # 篇文章' },
    workshop: '工坊',
    personalisation: '个性化定制',
    personalisationIntro:
      '在精品店工坊以手绘或烫印的方式，将您的姓名缩写留在心爱的作品上。选择字母、位置与颜色，输入时即可在商品上预览效果。每件定制作品需 7 至 14 天完成。',
    resultsFor: '“{keyword}”的搜索结果',
    pieceCount: { one: '{count} 件商品', other: '{count} 件商品' },
    myAccount: '我的账户',
    greeting: { morning: '早上好，{name}', afternoon: '下午好，{name}', evening: '晚上好，{name}' },
    memberLevel: '{0}会员',
  },
  en: {
    policiesAndHelp: 'Policies and help',
    updated: 'Updated {date}',
    boutiques: 'Boutiques',
    boutiquesIntro: 'Our advisers welcome you in every boutique, with or without an appointment.',
    stories: 'Maison stories',
    storiesIntro: 'Every story from our campaigns, newest first.',
    storyCount: { one: '# story', other: '# stories' },
    workshop: 'The workshop',
    personalisation: 'Personalisation',
    personalisationIntro:
      'Make a piece yours with your initials, hand-painted or hot-stamped in the boutique’s workshop. Choose the letters, where they sit and their colour, and see them on the piece as you type. Each personalised piece takes 7 to 14 days.',
    resultsFor: 'Results for “{keyword}”',
    pieceCount: { one: '{count} piece', other: '{count} pieces' },
    myAccount: 'My account',
    greeting: {
      morning: 'Good morning, {name}',
      afternoon: 'Good afternoon, {name}',
      evening: 'Good evening, {name}',
    },
    memberLevel: '{0} member',
  },
} satisfies Record<Lang, Record<string, string | Record<string, string>>>;

/** The shop's own time zone, in which its dates are read (src/lib/dates.ts). */
const SHOP_TIME_ZONE = 'Asia/Shanghai';
const LOCALE: Record<Lang, string> = { cn: 'zh-CN', en: 'en' };

const LONG_DAY: Record<Lang, Intl.DateTimeFormat> = {
  cn: longDayFormat('cn'),
  en: longDayFormat('en'),
};
const NUMBER: Record<Lang, Intl.NumberFormat> = {
  cn: new Intl.NumberFormat(LOCALE.cn),
  en: new Intl.NumberFormat(LOCALE.en),
};

function longDayFormat(lang: Lang): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
}

/**
 * A day as a document's and a story's pages print it, in the shop's time zone
 * (src/features/documents/format.ts, `formatLongDay` in src/lib/dates.ts).
 */
export const longDay = (lang: Lang, epochMs: number) => LONG_DAY[lang].format(new Date(epochMs));

/** The longest time zone name a cookie may give (IANA's are under 40 characters). */
const MAX_TIME_ZONE_LENGTH = 64;

/**
 * The hour (0–23) it is now in a time zone as the device names it (`Intl`'s IANA name); null
 * when there is none, or one the server does not know.
 */
export function hourIn(timeZone: string | null, now = new Date()): number | null {
  if (!timeZone || timeZone.length > MAX_TIME_ZONE_LENGTH) return null;
  try {
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' })
      .formatToParts(now)
      .find((part) => part.type === 'hour')?.value;
    return hour === undefined ? null : Number(hour);
  } catch {
    return null;
  }
}

/** A number as a plural's `#` prints it in the language. */
export const numberIn = (lang: Lang, value: number) => NUMBER[lang].format(value);

/** The words with `{name}` (or a plural's `#`) filled in, whatever characters the value holds. */
export const filled = (words: string, name: string, value: string) =>
  words.replace(name, () => value);

import type { ShopDocument } from '../contract/document';
import { BOOT_HERO_ELEMENT_ID } from '../contract/opening-home';
import type { TopicNews } from '../contract/topic';
import { bootImage, escapeText } from './boot-markup';
import type { Lang } from './lib/lang';

/**
 * The words the app's pages draw around their opening text, as the app's catalogues have them
 * (src/locales/<locale>/documents.po and stores.po; a test holds them to it).
 */
export const OPENING_WORDS = {
  cn: {
    policiesAndHelp: '帮助与政策',
    updated: '更新于 {date}',
    boutiques: '精品店',
    boutiquesIntro: '无论是否预约，每一家精品店的顾问都将竭诚为您服务。',
  },
  en: {
    policiesAndHelp: 'Policies and help',
    updated: 'Updated {date}',
    boutiques: 'Boutiques',
    boutiquesIntro: 'Our advisers welcome you in every boutique, with or without an appointment.',
  },
} satisfies Record<Lang, Record<string, string>>;

/** The shop's own time zone, in which its dates are read (src/lib/dates.ts). */
const SHOP_TIME_ZONE = 'Asia/Shanghai';
const LOCALE: Record<Lang, string> = { cn: 'zh-CN', en: 'en' };

/**
 * A day as a document's and a story's pages print it, in the shop's time zone
 * (src/features/documents/format.ts, `formatLongDay` in src/lib/dates.ts).
 */
export function longDay(lang: Lang, epochMs: number): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(epochMs));
}

/**
 * The text of the paragraph a document's body opens with, as HTML text without its inline
 * markup; null when the body opens with anything else. The body is the server's cleaned HTML,
 * whose text already has its `&` and `<` written as entities: those stay as they are.
 */
export function openingParagraph(body: string): string | null {
  const paragraph = /^\s*<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/i.exec(body)?.[1];
  if (paragraph === undefined) return null;
  const text = paragraph
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/</g, '&lt;')
    .trim();
  return text || null;
}

/** The element the opening text is drawn in, with its layout's class. */
const bootText = (layout: string, html: string) =>
  `<div id="${BOOT_HERO_ELEMENT_ID}" class="boot-text ${layout}" aria-hidden="true">${html}</div>`;

/**
 * A document's heading and first paragraph where a phone's document page will draw them, so that
 * its text shows before the app's code has arrived and run (global.css hides it on wide screens,
 * whose page is laid out differently).
 */
export function bootDocument(doc: ShopDocument, lang: Lang): string {
  const words = OPENING_WORDS[lang];
  // A text not yet translated is in Chinese, as the app marks it.
  const textLang = doc.lang === lang ? '' : ` lang="${doc.lang === 'cn' ? 'zh-CN' : 'en'}"`;
  const updated = words.updated.replace('{date}', longDay(lang, doc.updated_at));
  const paragraph = openingParagraph(doc.body);
  return bootText(
    'boot-document',
    `<header><span class="boot-eyebrow">${escapeText(words.policiesAndHelp)}</span>` +
      `<h1${textLang}>${escapeText(doc.title)}</h1>` +
      `<p class="boot-updated">${escapeText(updated)}</p></header>` +
      (paragraph ? `<p class="boot-body"${textLang}>${paragraph}</p>` : ''),
  );
}

/** The boutiques page's heading and its welcome, where a phone's page will draw them. */
export function bootBoutiques(lang: Lang): string {
  const words = OPENING_WORDS[lang];
  return bootText(
    'boot-boutiques',
    `<h1>${escapeText(words.boutiques)}</h1><p>${escapeText(words.boutiquesIntro)}</p>`,
  );
}

/**
 * A story's heading (its group, title, summary and date, with room for the share button the app
 * adds) and its cover, where a phone's story page draws them: the cover is the page's first
 * picture, and it shows before the app's code has arrived and run.
 */
export function bootStory(news: TopicNews, lang: Lang): string {
  return bootText(
    'boot-story',
    `<header><p class="boot-story-group">${escapeText(news.group.name)}</p>` +
      `<h1>${escapeText(news.title)}</h1>` +
      `<p class="boot-story-summary">${escapeText(news.summary)}</p>` +
      `<div class="boot-story-meta"><p>${escapeText(longDay(lang, news.published_at))}</p>` +
      `<span></span></div></header>` +
      `<div class="boot-story-cover">${bootImage(news.cover, ' fetchpriority="high"')}</div>`,
  );
}

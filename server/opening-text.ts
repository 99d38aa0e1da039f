// What a page's document draws for a phone before the app's code has run: its first words and, on
// pages whose first screen is pictures, the first pictures, where the page then draws its own.

import type { GoodsCard } from '../contract/catalogue';
import { LIST_EAGER_CARDS } from '../contract/gallery';
import { dayPartOf } from '../contract/day-part';
import type { UserCenter } from '../contract/member';
import { groupDigits } from '../contract/numbers';
import type { ShopDocument } from '../contract/document';
import { BOOT_HERO_ELEMENT_ID } from '../contract/opening-home';
import type { TopicNews, TopicNewsCard } from '../contract/topic';
import { bootCardImages, bootImage, escapeText } from './boot-markup';
import type { Lang } from './lib/lang';
import { filled, hourIn, longDay, numberIn, OPENING_WORDS } from './opening-words';
import type { OpeningPage } from './opening-calls';

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
  const updated = filled(words.updated, '{date}', longDay(lang, doc.updated_at));
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

/** How many of the pieces to personalise a phone's first screen shows: the first row. */
export const CUSTOM_BOOT_CARDS = 2;
/** The width the personalisation grid shows a card's picture at (CustomCard). */
export const CUSTOM_CARD_SIZES = '(min-width: 770px) 25vw, 50vw';

/**
 * The personalisation page's heading and its first row's pictures, where a phone's page draws
 * them: the pictures are its largest, and they show before the app's code has arrived and run.
 */
export function bootCustomList(cards: GoodsCard[], lang: Lang): string {
  const words = OPENING_WORDS[lang];
  const covers = cards.slice(0, CUSTOM_BOOT_CARDS).map((goods) => {
    const cover = goods.color_list[0]?.pic_url_group[0];
    // A card without a picture keeps its column, as the app's does.
    return `<span>${cover ? bootImage(cover, ' fetchpriority="high"', CUSTOM_CARD_SIZES) : ''}</span>`;
  });
  return bootText(
    'boot-custom',
    `<header><p class="boot-kicker">${escapeText(words.workshop)}</p>` +
      `<h1>${escapeText(words.personalisation)}</h1>` +
      `<p class="boot-custom-intro">${escapeText(words.personalisationIntro)}</p></header>` +
      `<div class="boot-row">${covers.join('')}</div>`,
  );
}

/** How many stories a phone's first row shows: one at the head of each of its two columns. */
export const STORIES_BOOT_CARDS = 2;

/**
 * The stories page's heading, count and first row's covers, where a phone's waterfall draws them
 * (the first two stories head its two columns).
 */
export function bootStories(list: TopicNewsCard[], total: number, lang: Lang): string {
  const words = OPENING_WORDS[lang];
  const count = filled(
    total === 1 ? words.storyCount.one : words.storyCount.other,
    '#',
    numberIn(lang, total),
  );
  const covers = list
    .slice(0, STORIES_BOOT_CARDS)
    .map((news) => `<span>${bootImage(news.cover, ' fetchpriority="high"', '50vw')}</span>`);
  return bootText(
    'boot-stories',
    `<header><h1>${escapeText(words.stories)}</h1>` +
      `<p class="boot-story-summary">${escapeText(words.storiesIntro)}</p></header>` +
      `<div class="boot-stories-list"><p class="boot-stories-count">${escapeText(count)}</p>` +
      `<div class="boot-row">${covers.join('')}</div></div>`,
  );
}

/**
 * A search's heading (the search box with the words searched for, the title and the count) and
 * the first row of its results' pictures, where a phone's results page draws them; the box's
 * buttons and the filter bar's words come with the app.
 */
export function bootSearch(keyword: string, cards: GoodsCard[], total: number, lang: Lang): string {
  const words = OPENING_WORDS[lang];
  const count = filled(
    total === 1 ? words.pieceCount.one : words.pieceCount.other,
    '{count}',
    groupDigits(total),
  );
  const covers = cards
    .slice(0, LIST_EAGER_CARDS.narrow)
    .map((goods) => goods.color_list[0]?.pic_url_group[0] ?? null);
  return bootText(
    'boot-search',
    `<header><span class="boot-search-box">${escapeText(keyword)}</span>` +
      `<h1>${escapeText(filled(words.resultsFor, '{keyword}', keyword))}</h1>` +
      `<p class="boot-search-count">${escapeText(count)}</p></header>` +
      `<div class="boot-search-bar"></div><div class="boot-cards">${bootCardImages(covers)}</div>`,
  );
}

/**
 * The user center's heading, where a phone's member area draws it: the greeting by the hour where
 * the member is (the device's time zone, which the app keeps in a cookie; without it, nothing is
 * drawn, as the greeting would change when the app draws its own) and their level.
 */
export function bootUserCenter(
  center: Partial<UserCenter> | null,
  lang: Lang,
  timeZone: string | null,
  now = new Date(),
): string {
  const hour = hourIn(timeZone, now);
  const { display_name: name, level_name: level } = center ?? {};
  if (hour === null || typeof name !== 'string' || typeof level !== 'string') return '';
  const words = OPENING_WORDS[lang];
  return bootText(
    'boot-user-center',
    `<header><p class="boot-kicker">${escapeText(words.myAccount)}</p>` +
      `<h1>${escapeText(filled(words.greeting[dayPartOf(hour)], '{name}', name))}</h1>` +
      `<p class="boot-level">${escapeText(filled(words.memberLevel, '{0}', level))}</p></header>`,
  );
}

/** The `list` of a call's reply data; none when the reply has none. */
export const listOf = (data: unknown): unknown[] => {
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? list : [];
};

/**
 * What a phone's first screen shows of a page opened with its calls' replies, drawn by its
 * document: the first words and, where they are its largest, the first pictures (none: not known,
 * or not drawn for this page).
 */
export function openingDrawing(page: OpeningPage, lang: Lang, data: unknown): string {
  switch (page.kind) {
    case 'boutiques':
      return bootBoutiques(lang);
    case 'custom-list': {
      const list = listOf(data) as GoodsCard[];
      return list.length ? bootCustomList(list, lang) : '';
    }
    case 'stories': {
      // A group's stories are headed by the group's own name, which the page asks for itself.
      const list = listOf(data) as TopicNewsCard[];
      if (page.calls[0]?.input.group_id !== undefined || !list.length) return '';
      const total = (data as { pagination?: { total_count?: unknown } }).pagination?.total_count;
      return typeof total === 'number' ? bootStories(list, total, lang) : '';
    }
    case 'search': {
      // Results that hold only some of the words open with a line saying so: the app draws them.
      const reply = data as { partial_match?: unknown; pagination?: { total_count?: unknown } };
      const list = listOf(data) as GoodsCard[];
      const total = list.length ? reply.pagination?.total_count : undefined;
      const keyword = page.calls[0]?.input.keyword;
      return typeof total === 'number' && keyword && reply.partial_match === false
        ? bootSearch(keyword, list, total, lang)
        : '';
    }
    case 'story': {
      const news = data as Partial<TopicNews> | null;
      return typeof news?.title === 'string' && news.cover && news.group
        ? bootStory(news as TopicNews, lang)
        : '';
    }
    case 'document': {
      const doc = data as Partial<ShopDocument> | null;
      return typeof doc?.title === 'string' && typeof doc.body === 'string'
        ? bootDocument(doc as ShopDocument, lang)
        : '';
    }
    default:
      return '';
  }
}

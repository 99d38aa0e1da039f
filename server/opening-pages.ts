import type { FastifyRequest } from 'fastify';
import type { GoodsCard, Picture } from '../contract/catalogue';
import type { HomeTemplate } from '../contract/content';
import type { TopicNews, TopicNewsCard } from '../contract/topic';
import { goodsList } from '../contract/catalogue';
import {
  dropCoverPicture,
  GALLERY_ITEM_SIZES,
  GALLERY_LEAD_SIZES,
  galleryLeads,
  LIST_CARD_SIZES,
  LIST_EAGER_CARDS,
} from '../contract/gallery';
import {
  BOOT_HERO_ELEMENT_ID,
  OPENING_FRAME_ELEMENT_ID,
  OPENING_HOME_ELEMENT_ID,
  type OpeningFrame,
  type OpeningHome,
} from '../contract/opening-home';
import type { Db } from './db/database';
import type { OpeningReply } from './gateway';
import { carryReplies, openingPage, type OpeningKind, type OpeningPage } from './opening-calls';
import { bootCardImages, bootImage, escapeAttribute } from './boot-markup';
import { TIME_ZONE_COOKIE } from '../contract/day-part';
import type { UserCenter } from '../contract/member';
import { memberToken, readCookie } from './lib/cookies';
import {
  bootUserCenter,
  CUSTOM_BOOT_CARDS,
  CUSTOM_CARD_SIZES,
  listOf,
  openingDrawing,
} from './opening-text';
import { requestLang, type Lang } from './lib/lang';
import { goodsDetail } from './modules/catalogue/goods-detail';
import { listPageCards } from './modules/catalogue/goods-list';
import { homeTemplates, isMaintenanceOn, menus } from './modules/content';

/**
 * What the document of the page a visit opens on carries beyond the app shell, so that a phone
 * shows the page's main picture without waiting for the app's code and calls: the home page's
 * templates and first banner, a product page's first picture, a list's first cards' pictures
 * (each announced, and drawn for phones).
 */
export interface PageExtras {
  head: string;
  body: string;
  /** They hold the member's own data: the document must be kept by no cache. */
  personal?: boolean;
  /** The screens whose first screen `body` draws: a phone's (wide screens hide it), or every one. */
  drawnFor?: 'phones' | 'every screen';
}

const NONE: PageExtras = { head: '', body: '' };

/** The app's breakpoint (src/lib/device.ts): wider than 769 px is a wide screen. */
const NARROW_SCREEN = '(max-width: 769px)';
const WIDE_SCREEN = '(min-width: 770px)';
const GOODS_DETAIL_PATH = /^\/(?:(?:mobile|pc)\/)?productList\/detail\/?$/;
/** A list page, with the page set that fixes its layout (none: the screen's width decides). */
const GOODS_LIST_PATH = /^\/(?:(mobile|pc)\/)?productList\/?$/;

const PICTURE_PRELOAD = '<link rel="preload" as="image"';

/** Asks the browser for the picture the page will show first, at the width the screen needs. */
function preloadLink(picture: Picture, media: string, sizes = '100vw'): string {
  return (
    `${PICTURE_PRELOAD} fetchpriority="high" href="${escapeAttribute(picture.src)}"` +
    ` imagesrcset="${escapeAttribute(picture.srcset)}" imagesizes="${sizes}" media="${media}">`
  );
}

/** Data as a JSON element; `<` is escaped so no text can close the element. */
function jsonElement(id: string, data: OpeningHome | OpeningFrame): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

/**
 * The first banner's picture where the app's hero will be (its size comes from the shell's own
 * style), so that a phone shows it before the app's code has arrived and run.
 */
function bootHero(hero: { narrow: Picture; wide: Picture }): string {
  const { narrow, wide } = hero;
  return (
    `<div id="${BOOT_HERO_ELEMENT_ID}" class="boot-hero" aria-hidden="true"><picture>` +
    `<source media="${WIDE_SCREEN}" srcset="${escapeAttribute(wide.srcset)}" sizes="100vw">` +
    `${bootImage(narrow, ' fetchpriority="high"')}</picture></div>`
  );
}

/**
 * A product's first picture where a phone's carousel will show it, across the screen under the
 * header. Wide screens hide it (their gallery is laid out differently), and a hidden lazy image
 * is never fetched.
 */
function bootGoodsPicture(picture: Picture): string {
  return (
    `<div id="${BOOT_HERO_ELEMENT_ID}" class="boot-hero boot-goods" aria-hidden="true">` +
    `${bootImage(picture, ' loading="lazy"')}</div>`
  );
}

/**
 * A list's first cards' pictures where a phone's grid will show them, under the list's heading
 * and its filter bar. Wide screens hide them, as they do a product's.
 */
function bootListCovers(covers: (Picture | null)[]): string {
  return (
    `<div id="${BOOT_HERO_ELEMENT_ID}" class="boot-hero boot-list boot-cards" aria-hidden="true">` +
    `${bootCardImages(covers)}</div>`
  );
}

/** The first banner's pictures, a phone's and a wide screen's, when the page opens with one. */
export function openingHero(list: HomeTemplate[]): { narrow: Picture; wide: Picture } | null {
  const first = list[0];
  const banner = first?.type === 'banner' ? first.items[0] : undefined;
  return banner ? { narrow: banner.mobile_picture, wide: banner.picture } : null;
}

async function homeExtras(db: Db, lang: Lang, request: FastifyRequest): Promise<PageExtras> {
  const reply = await homeTemplates(db, lang).catch((error: unknown) => {
    request.log.warn({ err: error }, 'the home page opens without its templates');
    return null;
  });
  if (!reply) return NONE;
  const hero = openingHero(reply.list);
  const links = hero
    ? preloadLink(hero.narrow, NARROW_SCREEN) + preloadLink(hero.wide, WIDE_SCREEN)
    : '';
  return {
    head: links + jsonElement(OPENING_HOME_ELEMENT_ID, { lang, reply }),
    body: hero ? bootHero(hero) : '',
    drawnFor: 'every screen',
  };
}

/**
 * A product page's first picture of its first colour: across a phone's screen in the carousel,
 * at a column's width in the wide gallery.
 */
async function goodsExtras(db: Db, lang: Lang, id: number): Promise<PageExtras> {
  // Goods that are gone or off sale: the page says so, and has no picture to announce.
  const detail = await goodsDetail(db, lang, id).catch(() => null);
  const pictures = dropCoverPicture(detail?.color_list[0]?.pic_url_group ?? []);
  const first = pictures[0];
  if (!first) return NONE;
  const wideSizes = galleryLeads(pictures.length) ? GALLERY_LEAD_SIZES : GALLERY_ITEM_SIZES;
  return {
    head: preloadLink(first, NARROW_SCREEN) + preloadLink(first, WIDE_SCREEN, wideSizes),
    body: bootGoodsPicture(first),
    drawnFor: 'phones',
  };
}

/** Where a page set's pictures show: the screen's width decides, unless the set fixes it. */
function mediaOf(set: string | undefined): { narrow: string | null; wide: string | null } {
  return {
    narrow: set === 'pc' ? null : set === 'mobile' ? 'all' : NARROW_SCREEN,
    wide: set === 'mobile' ? null : set === 'pc' ? 'all' : WIDE_SCREEN,
  };
}

/** Each picture announced for the screens `media` names (none: those screens do not show it). */
function announced(
  pictures: (Picture | null | undefined)[],
  media: string | null,
  sizes: string,
): string {
  if (!media) return '';
  return pictures.map((picture) => (picture ? preloadLink(picture, media, sizes) : '')).join('');
}

/** The first cards' covers a list's grid shows at once, announced (and drawn for phones). */
function listCovers(cards: GoodsCard[], set: string | undefined, drawn: boolean): PageExtras {
  // A card without a picture keeps its place: the pictures are drawn where the grid puts them.
  const covers = cards.map((goods) => goods.color_list[0]?.pic_url_group[0] ?? null);
  const media = mediaOf(set);
  const narrow = media.narrow ? covers.slice(0, LIST_EAGER_CARDS.narrow) : [];
  const wide = media.wide ? covers.slice(0, LIST_EAGER_CARDS.wide) : [];
  const head =
    announced(narrow, media.narrow, LIST_CARD_SIZES.narrow) +
    announced(wide, media.wide, LIST_CARD_SIZES.wide);
  const body = drawn && narrow.some(Boolean) ? bootListCovers(narrow) : '';
  return { head, body, drawnFor: 'phones' };
}

/**
 * A category list's first cards' pictures, at the width its grid shows them. Only for a list
 * opened by its category alone (the menus' links): with filters, a sort or a page, the first
 * cards are the app's to find.
 */
async function listExtras(
  db: Db,
  lang: Lang,
  set: string | undefined,
  search: URLSearchParams,
): Promise<PageExtras> {
  if ([...search.keys()].some((key) => key !== 'category_id')) return NONE;
  const input = goodsList.input.safeParse({
    category_id: search.get('category_id') ?? undefined,
    page_size: LIST_EAGER_CARDS.wide,
  });
  if (!input.success) return NONE;
  const cards = await listPageCards(db, lang, input.data).catch(() => []);
  // The covers drawn for phones sit where a category's grid starts.
  return listCovers(cards, set, true);
}

/** Sizes of the pictures the app draws first (`sizes` in their components). */
const STORY_COVER_SIZES = { narrow: '100vw', wide: '(min-width: 1100px) 560px, 50vw' };
const STORY_CARD_NARROW_SIZES = '50vw';

/** The pictures the first screen of a page opened with its calls' replies shows, announced. */
function openingPictures(kind: OpeningKind, set: string | undefined, data: unknown): string {
  const media = mediaOf(set);
  const cards = listOf(data);
  switch (kind) {
    case 'story': {
      const cover = (data as Partial<TopicNews> | null)?.cover;
      return (
        announced([cover], media.narrow, STORY_COVER_SIZES.narrow) +
        announced([cover], media.wide, STORY_COVER_SIZES.wide)
      );
    }
    case 'stories': {
      // A phone's first screen shows two rows of its two columns, the first four stories; a wide
      // screen's columns vary with its width.
      const covers = (cards as TopicNewsCard[]).slice(0, 4).map((news) => news.cover);
      return announced(covers, media.narrow, STORY_CARD_NARROW_SIZES);
    }
    case 'custom-list': {
      const covers = (cards as GoodsCard[]).map((goods) => goods.color_list[0]?.pic_url_group[0]);
      return (
        announced(covers.slice(0, CUSTOM_BOOT_CARDS), media.narrow, CUSTOM_CARD_SIZES) +
        announced(covers.slice(0, 4), media.wide, CUSTOM_CARD_SIZES)
      );
    }
    default:
      return '';
  }
}

/** The device's time zone, as the app keeps it in a cookie; null when there is none. */
function deviceTimeZone(request: FastifyRequest): string | null {
  const raw = readCookie(request.headers, TIME_ZONE_COOKIE);
  try {
    return raw === null ? null : decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * A page that opens with public calls (a policy, the boutiques, the stories, a story, the pieces
 * to personalise, a search's results): their replies, and the pictures its first screen shows.
 * A member's own page (the user center, the order list, the bag): their calls' replies, for their
 * session; the user center's heading drawn for a phone.
 */
async function callExtras(
  openingReply: OpeningReply,
  request: FastifyRequest,
  lang: Lang,
  url: URL,
  page: OpeningPage,
): Promise<PageExtras> {
  const set = /^\/(mobile|pc)\//.exec(url.pathname)?.[1];
  if (page.member) {
    const token = memberToken(request.headers);
    if (!token) return NONE;
    const own = await carryReplies(openingReply, request, lang, page.calls, { token });
    const center = own.data[0] as Partial<UserCenter> | null;
    const body =
      page.kind === 'user-center' && set !== 'pc'
        ? bootUserCenter(center, lang, deviceTimeZone(request))
        : '';
    return { head: own.element, body, personal: own.element !== '', drawnFor: 'phones' };
  }
  const { element, data } = await carryReplies(openingReply, request, lang, page.calls);
  const first = data[0];
  const pictures =
    page.kind === 'search'
      ? listCovers(listOf(first) as GoodsCard[], set, false).head
      : openingPictures(page.kind, set, first);
  return {
    head: element + pictures,
    body: set === 'pc' ? '' : openingDrawing(page, lang, first),
    drawnFor: 'phones',
  };
}

/**
 * The frame's menus and the shop's maintenance status, for every page; none when either cannot be
 * read (the app then asks for them itself).
 */
export async function frameExtras(db: Db, request: FastifyRequest): Promise<string> {
  const lang = requestLang(request.headers);
  try {
    const [menuReply, maintenance] = await Promise.all([menus(db, lang), isMaintenanceOn(db)]);
    return jsonElement(OPENING_FRAME_ELEMENT_ID, { lang, menus: menuReply, maintenance });
  } catch (error) {
    request.log.warn({ err: error }, 'the page opens without its frame data');
    return '';
  }
}

/**
 * The screens a page's document names its code for: a media query, '' for every screen, null for
 * none. A screen whose first pictures the document draws (the home page's hero, a phone's first
 * picture of a product, a list's, a search's or a story's) waits for them, and nothing else
 * announced should share the network with them; a wide screen, where a phone's drawing is hidden,
 * waits for the code. A page whose pictures are only announced draws them once its code has run:
 * that code is announced after them.
 */
export function codeScreens(extras: PageExtras): string | null {
  const drawsPictures =
    extras.head.includes(PICTURE_PRELOAD) && extras.body.includes(BOOT_HERO_ELEMENT_ID);
  if (!drawsPictures) return '';
  return extras.drawnFor === 'phones' ? WIDE_SCREEN : null;
}

/** What a page's document carries for that page alone. */
export async function pageExtras(
  db: Db,
  openingReply: OpeningReply,
  request: FastifyRequest,
): Promise<PageExtras> {
  let url: URL;
  try {
    // Prefixed, not resolved: a path such as `//productList` names no host.
    url = new URL(`http://shop.invalid${request.url}`);
  } catch {
    return NONE;
  }
  const lang = requestLang(request.headers);
  if (url.pathname === '/') return homeExtras(db, lang, request);
  const list = GOODS_LIST_PATH.exec(url.pathname);
  if (list) return listExtras(db, lang, list[1], url.searchParams);
  const opening = openingPage(url.pathname, url.searchParams);
  if (opening) return callExtras(openingReply, request, lang, url, opening);
  if (GOODS_DETAIL_PATH.test(url.pathname)) {
    const id = Number(url.searchParams.get('id'));
    if (Number.isSafeInteger(id) && id > 0) return goodsExtras(db, lang, id);
  }
  return NONE;
}

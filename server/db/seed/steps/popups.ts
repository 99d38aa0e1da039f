import type { Db } from '../../database';
import { perLang } from '../batch';
import { POPUP_SCENES } from '../data/scenes';
import type { Words } from '../data/types';
import type { ReferenceIds } from './reference';

interface PopupSeed {
  keyword: string;
  picture: string | null;
  promotion: string;
  words: { title: Words; body: Words; button: Words };
}

const POPUPS: PopupSeed[] = [
  {
    keyword: 'home',
    picture: POPUP_SCENES.privateSale.path,
    promotion: 'private-sale',
    words: {
      title: { cn: '会员私享现已开启', en: 'The Private Sale Is Open' },
      body: {
        cn: '精选往季作品限时七折。登录会员账户，即可优先选购。',
        en: 'Selected past-season pieces are 30% off. Sign in to your account to shop first.',
      },
      button: { cn: '立即选购', en: 'Shop now' },
    },
  },
  {
    keyword: 'productList',
    picture: POPUP_SCENES.gift.path,
    promotion: 'gift',
    words: {
      title: { cn: '满赠礼遇', en: 'A Gift with Your Purchase' },
      body: {
        cn: '单笔订单满 ¥20,000，即赠 Maison 真丝细长丝巾一条，数量有限，赠完即止。',
        en: 'Orders over ¥20,000 receive a Maison silk bandeau, while stocks last.',
      },
      button: { cn: '查看详情', en: 'Find out more' },
    },
  },
];

const HOT_WORDS: Words[] = [
  { cn: '连衣裙', en: 'dress' },
  { cn: '手提包', en: 'bag' },
  { cn: '丝巾', en: 'scarf' },
  { cn: '乐福鞋', en: 'loafer' },
  { cn: '羊绒', en: 'cashmere' },
  { cn: '大衣', en: 'coat' },
  { cn: '运动鞋', en: 'sneaker' },
  { cn: '托特包', en: 'tote' },
];

/** Popups open until further notice, pictures 1000×1250. */
export async function insertPopups(db: Db, ids: ReferenceIds): Promise<void> {
  for (const [i, popup] of POPUPS.entries()) {
    const { id } = await db
      .insertInto('popup')
      .values({
        keyword: popup.keyword,
        picture_path: popup.picture,
        picture_width: 1000,
        picture_height: 1250,
        link: `/productList?promotion=${ids.promotions.get(popup.promotion) ?? ''}`,
        sort: (i + 1) * 10,
        starts_at: null,
        ends_at: null,
        enabled: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('popup_text')
      .values(
        perLang((lang) => ({
          popup_id: id,
          lang,
          title: popup.words.title[lang],
          body: popup.words.body[lang],
          button: popup.words.button[lang],
        })),
      )
      .execute();
  }
}

export async function insertHotSearches(db: Db): Promise<void> {
  for (const [i, word] of HOT_WORDS.entries()) {
    const { id } = await db
      .insertInto('hot_search')
      .values({ sort: (i + 1) * 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('hot_search_text')
      .values(perLang((lang) => ({ hot_search_id: id, lang, word: word[lang] })))
      .execute();
  }
}

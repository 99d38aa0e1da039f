import { expect, type APIRequestContext, type Page } from '@playwright/test';

// What the personalisation suite shares: its words in both languages and the pieces it uses.

export type Lang = 'cn' | 'en';

export const WORDS = {
  cn: {
    title: '个性化定制',
    initials: '定制内容',
    required: '请输入定制内容',
    repeated: '重复字符过多：每个字符最多出现 2 次',
    position: '位置',
    corner: '右下角',
    letterColour: '字母颜色',
    silver: '银色',
    pendants: '挂饰',
    tassel: '皮革流苏',
    add: '加入购物袋',
    added: '已加入购物袋',
    viewBag: '查看购物袋',
    preview: '定制预览',
    bag: '购物袋（1）',
    emptyBag: '购物袋',
    days: /7 至 14 天/,
    personalisation: '个性化定制',
    lettersRow: '字母',
    positionRow: '位置',
    colourRow: '字母颜色',
    pendantsRow: '挂饰',
    personalise: '开始定制',
    pieces: '可定制商品',
  },
  en: {
    title: 'Personalisation',
    initials: 'Your initials',
    required: 'Please enter your initials',
    repeated: 'Too many repeated characters: each character at most 2 times',
    position: 'Position',
    corner: 'Lower right corner',
    letterColour: 'Colour of the letters',
    silver: 'Silver',
    pendants: 'Pendants',
    tassel: 'Leather tassel',
    add: 'Add to bag',
    added: 'Added to your bag',
    viewBag: 'View bag',
    preview: 'Preview of',
    bag: 'Shopping bag (1)',
    emptyBag: 'Shopping bag',
    days: /7 to 14 days/,
    personalisation: 'Personalisation',
    lettersRow: 'Letters',
    positionRow: 'Position',
    colourRow: 'Letter colour',
    pendantsRow: 'Pendants',
    personalise: 'Personalise',
    pieces: 'Pieces to personalise',
  },
} as const;

export interface CustomPiece {
  id: number;
  sn: string;
  name: string;
}

/** The pieces the workshop personalises, as the server lists them in a language. */
export async function customPieces(request: APIRequestContext, lang: Lang) {
  const response = await request.get('/api', {
    params: { _mall_id: '2', r: 'api/goods/get-custom-goods', page_size: '60' },
    headers: { language: lang },
  });
  const reply = (await response.json()) as {
    code: number;
    data: { list: CustomPiece[]; pagination: { total_count: number } };
  };
  expect(reply.code).toBe(0);
  return reply.data;
}

export async function useLanguage(page: Page, lang: Lang, shopUrl: string): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: shopUrl }]);
}

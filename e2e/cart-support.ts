import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CN, type TestMember } from './support';

// What the bag's suite shares: its words, calls of the API and the goods it adds.

/** The bag's words, in Chinese (the default). */
export const BAG = {
  added: '已加入购物袋',
  viewBag: '查看购物袋',
  less: '减少一件',
  more: '增加一件',
  minimum: '已达到最小数量',
  maximum: '已达到最大库存',
  change: '更改颜色或尺码',
  confirm: '确认',
  remove: '移除',
  checkout: '去结算',
  selectFirst: '请先选择购物袋中的商品',
  buyNow: '立即购买',
  signInNeeded: '请先登录',
} as const;

interface Reply<T> {
  code: number;
  msg: string;
  data: T;
}

interface Detail {
  id: number;
  name: string;
  size_kind: string;
  color_list: { color_id: number; name: string }[];
  sku_list: { id: number; color_id: number; size: string; stock: number }[];
}

/** A call of the shop's API: GET with query parameters, POST (as the member) with a form body. */
export async function api<T>(
  request: APIRequestContext,
  r: string,
  input: Record<string, string> = {},
  member?: TestMember,
  method: 'GET' | 'POST' = member ? 'POST' : 'GET',
): Promise<T> {
  const headers: Record<string, string> = { language: 'cn' };
  if (member) {
    Object.assign(headers, { 'x-access-token': member.token, 'x-forwarded-for': member.address });
  }
  const params = { _mall_id: '2', r };
  const response =
    method === 'POST'
      ? await request.post('/api', { params, headers, multipart: input })
      : await request.get('/api', { params: { ...params, ...input }, headers });
  const reply = (await response.json()) as Reply<T>;
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

/**
 * Goods in several sizes whose first colour has a size with only a few left (the stepper's
 * maximum is in reach) and another size with at least as many (the line can move there).
 */
export async function goodsWithFewLeft(request: APIRequestContext) {
  const list = await api<{ list: { id: number }[] }>(request, 'api/default/goods-list', {
    page_size: '60',
  });
  for (const { id } of list.list) {
    const detail = await api<Detail>(request, 'api/goods/detail', { id: String(id) });
    const color = detail.color_list[0];
    if (detail.size_kind === 'one' || !color) continue;
    const skus = detail.sku_list.filter((sku) => sku.color_id === color.color_id);
    const few = skus.find((sku) => sku.stock >= 2 && sku.stock <= 4);
    const other = skus.find((sku) => few && sku.id !== few.id && sku.stock >= few.stock);
    if (few && other) return { detail, few, other };
  }
  throw new Error('no goods with a few left in one size and more in another');
}

/** A size as a pattern of its own (a size may hold a dot: 38.5). */
export function sizePattern(size: string, before = '^'): RegExp {
  return new RegExp(`${before}${size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.])`);
}

export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 769;

/** The header's bag, whose name carries the count. */
export function bagLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^(购物袋|Shopping bag)/ });
}

/** A size of the detail page's size group. */
export function sizeButton(page: Page, size: string) {
  return page
    .getByRole('main')
    .getByRole('group', { name: CN.size, exact: true })
    .getByRole('button', { name: sizePattern(size) });
}

/** The bag's line of the goods called `name`. */
export function lineOf(page: Page, name: string) {
  return page
    .getByRole('list', { name: '购物袋中的商品' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link', { name, exact: true }),
    });
}

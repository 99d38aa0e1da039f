// The shop's page types the bench measures, with real addresses found in the demo shop, and the
// member it signs in for the member's pages: registered through the real API and the sandbox's
// graphic-code answers and text outbox, as a shopper registers.

import { registrationForm } from './support.ts';

/** A member's session as the browser keeps it (spec §3): the cookie and the order's pieces. */
export interface SignedIn {
  /** The `userInfo` cookie's value: JSON holding the member's access_token, URI-encoded. */
  cookie: string;
  /** What the order page is about to buy (local storage `createOrderSkuList`), as JSON. */
  orderItems: string;
}

export interface BenchPage {
  name: string;
  pathname: string;
  /** Opened as the signed-in member. */
  member: boolean;
}

interface Shop {
  origin: string;
  api: (route: string) => string;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One call of the shop's API (POST with a form when `form` is given), its data or an error. */
async function call<T>(
  shop: Shop,
  route: string,
  options: { form?: Record<string, string>; token?: string; address?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { language: 'cn' };
  if (options.token) headers['x-access-token'] = options.token;
  if (options.address) headers['x-forwarded-for'] = options.address;
  const response = await fetch(shop.api(route), {
    method: options.form ? 'POST' : 'GET',
    headers,
    body: options.form ? new URLSearchParams(options.form) : undefined,
  });
  const reply = (await response.json()) as Envelope<T>;
  if (reply.code !== 0) throw new Error(`${route}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

const MAX_CATEGORY_ID = 100;

/** The first category whose list has pieces. */
async function firstCategoryWithPieces(shop: Shop): Promise<number> {
  for (let id = 1; id <= MAX_CATEGORY_ID; id++) {
    const list = await call<{ pagination: { total_count: number } }>(
      shop,
      `api/default/goods-list&category_id=${id}&page=1&page_size=1`,
    ).catch(() => undefined);
    if (list && list.pagination.total_count > 0) return id;
  }
  throw new Error('no category has pieces');
}

/** A member with an address, as a shopper registers; their token. */
async function registerMember(shop: Shop, address: string): Promise<string> {
  const mobile = `138${String(Date.now() % 1e8).padStart(8, '0')}`;
  const captcha = await call<{ key: string }>(shop, 'site/pic-captcha&refresh=true', { address });
  const { answer } = (await (
    await fetch(`${shop.origin}/sandbox/captcha/${captcha.key}.json`)
  ).json()) as { answer: string };
  await call(
    shop,
    `api/kc/crm-msg/send-msg-by-code&mobile=${mobile}&scene=register` +
      `&captcha_key=${captcha.key}&captcha_code=${answer}`,
    { address },
  );
  const outbox = (await (
    await fetch(`${shop.origin}/sandbox/sms/outbox.json?mobile=${mobile}`)
  ).json()) as { list: { code: string }[] };
  const { access_token: token } = await call<{ access_token: string }>(
    shop,
    'plugin/mobile/api/passport/register',
    {
      address,
      form: registrationForm(mobile, outbox.list[0]?.code ?? ''),
    },
  );
  const district = async (parent = '') =>
    (
      await call<{ list: { code: string }[] }>(
        shop,
        `api/default/district${parent && `&parent_code=${parent}`}`,
        { token, address },
      )
    ).list[0]?.code ?? '';
  const province = await district();
  const city = await district(province);
  const area = await district(city);
  await call(shop, 'api/user/address-save', {
    token,
    address,
    form: {
      name: '林雅',
      mobile,
      province_code: province,
      city_code: city,
      area_code: area,
      address: '南京西路 1266 号',
      is_default: '1',
    },
  });
  return token;
}

/**
 * Every page type of the shop, on real addresses of the demo shop, and the signed-in member the
 * member's pages are opened as: a piece of the first product in stock is in their bag, and the
 * checkout is about to buy it.
 */
export async function benchPages(shop: Shop): Promise<{ pages: BenchPage[]; member: SignedIn }> {
  const goods = await call<{ list: { id: number }[] }>(
    shop,
    'api/default/goods-list&page=1&page_size=1',
  );
  const goodsId = goods.list[0]?.id;
  if (goodsId === undefined) throw new Error('the goods list is empty');
  const categoryId = await firstCategoryWithPieces(shop);
  const stories = await call<{ list: { id: number }[] }>(
    shop,
    'api/kc/topic-news/list&page=1&page_size=1',
  );
  const storyId = stories.list[0]?.id;
  if (storyId === undefined) throw new Error('the shop has no published story');

  const address = '10.78.0.1';
  const token = await registerMember(shop, address);
  const detail = await call<{ sku_list: { id: number; stock: number }[] }>(
    shop,
    `api/goods/detail&id=${goodsId}`,
  );
  const sku = detail.sku_list.find((candidate) => candidate.stock > 0);
  if (!sku) throw new Error(`product ${goodsId} has nothing in stock`);
  const line = await call<{ id: number }>(shop, 'api/cart/add', {
    token,
    address,
    form: { sku_id: String(sku.id), quantity: '1' },
  });

  const visitorPages: [string, string][] = [
    ['home', '/'],
    ['list', `/productList?category_id=${categoryId}`],
    ['product', `/productList/detail?id=${goodsId}`],
    ['search results', `/productList/resultsList?keyword=${encodeURIComponent('大衣')}`],
    ['boutiques', '/otherPages/boutique'],
    ['personalisation list', '/personalizedList'],
    ['policy', '/otherPages/returnPolicy'],
    ['topic list', '/advertising/waterfallList'],
    ['topic page', `/advertising/details?id=${storyId}`],
    ['bag', '/cart'],
    ['sign-in', '/mobile/login'],
  ];
  const memberPages: [string, string][] = [
    ['user center', '/personal'],
    ['order list', '/personal/orders'],
    ['checkout', '/productList/order'],
  ];
  return {
    pages: [
      ...visitorPages.map(([name, pathname]) => ({ name, pathname, member: false })),
      ...memberPages.map(([name, pathname]) => ({ name, pathname, member: true })),
    ],
    member: {
      cookie: encodeURIComponent(JSON.stringify({ access_token: token })),
      orderItems: JSON.stringify([{ cart_id: line.id }]),
    },
  };
}

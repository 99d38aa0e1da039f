// The soak's shoppers (bench/soak.ts): visitors browsing the home page, lists, details and
// searches, and members who add a piece to the bag, order it and pay in the sandbox cashier.
// Every request is timed under its kind; a failed one (not HTTP 200, an envelope whose code is
// not 0, no answer, a payment the order never shows as paid) is an error.

import { registrationForm } from './support.ts';

export const KINDS = [
  'home',
  'list',
  'detail',
  'search',
  'bag',
  'order',
  'pay',
  'cashier',
  'paid',
] as const;
export type Kind = (typeof KINDS)[number];

export interface Recorder {
  timing(kind: Kind, ms: number): void;
  error(kind: Kind, what: string): void;
}

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

interface Member {
  token: string;
  address: string;
  addressId: number;
}

const SEARCH_WORDS = [
  '大衣',
  '羊绒',
  'cashmere',
  '连衣裙',
  'bag',
  '丝巾',
  'coat',
  '衬衫',
  '皮',
  'dress',
];
const SORTS = ['default', 'new', 'price_asc', 'price_desc'];
/** How long a paid order may take to show as paid (the cashier's notify is delivered at once). */
const PAID_WITHIN_MS = 30_000;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

export class Shoppers {
  private goodsIds: number[] = [];
  /** SKUs with stock, and how many pieces the soak may still buy of each. */
  private skus = new Map<number, number>();
  private members: Member[] = [];
  private nextMember = 0;
  private orders = 0;

  constructor(
    private readonly origin: string,
    private readonly record: Recorder,
  ) {}

  private url(r: string, query: Record<string, string | number> = {}): string {
    const search = new URLSearchParams({ _mall_id: '2', r });
    for (const [key, value] of Object.entries(query)) search.append(key, String(value));
    return `${this.origin}/api?${search.toString()}`;
  }

  /** One timed call; the envelope's data, or undefined once its failure is recorded. */
  private async call<T>(
    kind: Kind,
    r: string,
    options: { query?: Record<string, string | number>; form?: Record<string, string> } = {},
    member?: Member,
  ): Promise<T | undefined> {
    const headers: Record<string, string> = { language: 'cn' };
    if (member) {
      headers['x-access-token'] = member.token;
      headers['x-forwarded-for'] = member.address;
    }
    const started = performance.now();
    try {
      const response = await fetch(this.url(r, options.query), {
        method: options.form ? 'POST' : 'GET',
        headers,
        body: options.form ? new URLSearchParams(options.form) : undefined,
      });
      const text = await response.text();
      this.record.timing(kind, performance.now() - started);
      if (response.status !== 200) return this.fail(kind, `${r}: HTTP ${response.status}`);
      const envelope = JSON.parse(text) as Envelope<T>;
      if (envelope.code !== 0) return this.fail(kind, `${r}: ${envelope.code} ${envelope.msg}`);
      return envelope.data;
    } catch (error) {
      return this.fail(kind, `${r}: ${(error as Error).message}`);
    }
  }

  private fail(kind: Kind, what: string): undefined {
    this.record.error(kind, what);
    return undefined;
  }

  /** What the shoppers need before the soak starts: goods, SKUs in stock, signed-in members. */
  async prepare(memberCount: number): Promise<void> {
    for (let page = 1; page <= 5; page++) {
      const list = await this.call<{ list: { id: number }[] }>('list', 'api/default/goods-list', {
        query: { page, page_size: 40 },
      });
      this.goodsIds.push(...(list?.list ?? []).map((goods) => goods.id));
    }
    for (const id of this.goodsIds.slice(0, 120)) {
      const detail = await this.call<{ sku_list: { id: number; stock: number }[] }>(
        'detail',
        'api/goods/detail',
        { query: { id } },
      );
      // Two pieces are left of each SKU: other shoppers are never refused for the soak's sake.
      for (const sku of detail?.sku_list ?? [])
        if (sku.stock > 2) this.skus.set(sku.id, sku.stock - 2);
    }
    if (!this.goodsIds.length || !this.skus.size) throw new Error('the shop has no goods in stock');
    for (let i = 0; i < memberCount; i++) this.members.push(await this.register(i));
  }

  /** A member registered as a shopper does it, from an address of their own, with an address. */
  private async register(n: number): Promise<Member> {
    const address = `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const mobile = `139${String(Date.now() % 1e5).padStart(5, '0')}${String(n).padStart(3, '0')}`;
    const visitor = { token: '', address, addressId: 0 };
    const captcha = await this.call<{ key: string }>('home', 'site/pic-captcha', {}, visitor);
    if (!captcha) throw new Error('no graphic code');
    const answer = (await (
      await fetch(`${this.origin}/sandbox/captcha/${captcha.key}.json`)
    ).json()) as { answer: string };
    const query = {
      mobile,
      scene: 'register',
      captcha_key: captcha.key,
      captcha_code: answer.answer,
    };
    await this.call('home', 'api/kc/crm-msg/send-msg-by-code', { query }, visitor);
    const outbox = (await (
      await fetch(`${this.origin}/sandbox/sms/outbox.json?mobile=${mobile}`)
    ).json()) as { list: { code: string }[] };
    const registered = await this.call<{ access_token: string }>(
      'home',
      'plugin/mobile/api/passport/register',
      {
        form: registrationForm(mobile, outbox.list[0]?.code ?? ''),
      },
      visitor,
    );
    if (!registered) throw new Error(`could not register ${mobile}`);
    const member = { token: registered.access_token, address, addressId: 0 };
    const district = async (parent?: string) => {
      const query: Record<string, string> = parent ? { parent_code: parent } : {};
      const list = await this.call<{ list: { code: string }[] }>(
        'home',
        'api/default/district',
        { query },
        member,
      );
      return list?.list[0]?.code ?? '';
    };
    const province = await district();
    const city = await district(province);
    const area = await district(city);
    const form = {
      name: '林雅',
      mobile,
      province_code: province,
      city_code: city,
      area_code: area,
      address: '南京西路 1266 号',
      is_default: '1',
    };
    await this.call('home', 'api/user/address-save', { form }, member);
    const addresses = await this.call<{ list: { id: number }[] }>(
      'home',
      'api/user/address',
      {},
      member,
    );
    const addressId = addresses?.list[0]?.id;
    if (!addressId) throw new Error(`no address for ${mobile}`);
    return { ...member, addressId };
  }

  /** One request of a visitor browsing: mostly lists and details, some home pages and searches. */
  async browse(): Promise<void> {
    const roll = Math.random();
    if (roll < 0.15) {
      await this.call('home', 'api/kc/home-page/get-home-template');
    } else if (roll < 0.5) {
      const query = { page: 1 + Math.floor(Math.random() * 5), page_size: 20, sort: pick(SORTS) };
      await this.call('list', 'api/default/goods-list', { query });
    } else if (roll < 0.85) {
      await this.call('detail', 'api/goods/detail', { query: { id: pick(this.goodsIds) } });
    } else {
      const query = { keyword: pick(SEARCH_WORDS), page: 1, page_size: 20 };
      await this.call('search', 'api/default/goods-list', { query });
    }
  }

  /** A member's checkout: a piece into the bag, the order, the cashier, until the order is paid. */
  async checkout(): Promise<void> {
    const member = this.members[this.nextMember++ % this.members.length]!;
    const skuId = pick([...this.skus.keys()]);
    const left = (this.skus.get(skuId) ?? 1) - 1;
    if (left > 0) this.skus.set(skuId, left);
    else this.skus.delete(skuId);
    if (!this.skus.size) throw new Error('the soak has bought every piece it may');

    const line = await this.call<{ id: number }>(
      'bag',
      'api/cart/add',
      { form: { sku_id: String(skuId), quantity: '1' } },
      member,
    );
    if (!line) return;
    const placed = await this.call<{ order_id: number }>(
      'order',
      'api/order/submit',
      {
        form: {
          sku_list: JSON.stringify([{ cart_id: line.id }]),
          address_id: String(member.addressId),
          pay_method: 'wechat',
          cross_border: '1',
          idempotency_key: `soak-${Date.now()}-${++this.orders}`,
        },
      },
      member,
    );
    if (!placed) return;
    const orderId = String(placed.order_id);
    const paying = await this.call<{ payment_no: string }>(
      'pay',
      'api/payment/pay-data',
      { form: { order_id: orderId, pay_method: 'wechat', scene: 'qr' } },
      member,
    );
    if (!paying) return;
    const started = performance.now();
    try {
      const cashier = await fetch(`${this.origin}/sandbox/pay/${paying.payment_no}/approve`, {
        method: 'POST',
        redirect: 'manual',
      });
      await cashier.arrayBuffer();
      this.record.timing('cashier', performance.now() - started);
      if (cashier.status !== 303) return this.fail('cashier', `approve: HTTP ${cashier.status}`);
    } catch (error) {
      return this.fail('cashier', `approve: ${(error as Error).message}`);
    }
    const deadline = Date.now() + PAID_WITHIN_MS;
    while (Date.now() < deadline) {
      const state = await this.call<{ paid: boolean }>(
        'paid',
        'api/order/is-pay',
        { form: { order_id: orderId, payment_no: paying.payment_no } },
        member,
      );
      if (!state || state.paid) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    this.fail('paid', `order ${orderId} not paid within ${PAID_WITHIN_MS / 1000} s`);
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartList } from '../../../contract/cart';
import { createTestShop, databases, type TestShop } from '../../test/harness';
import { callAs, createMember, type TestMember } from '../../test/members';
import { checkoutFixtures } from '../order/checkout/checkout-fixtures';
import { hasTooManyRepeats } from './rules';

type Form = Record<string, string>;
type Lang = 'cn' | 'en';
const BAG = 'MF25-B-TH-0071';
const VALID: Form = { custom_letters: 'ly', custom_position: 'front', letter_color: 'gold' };

describe('repeated characters', () => {
  it('allows each character twice at most', () => {
    expect(hasTooManyRepeats('AABB')).toBe(false);
    expect(hasTooManyRepeats('A1A1')).toBe(false);
    expect(hasTooManyRepeats('ABACA')).toBe(true);
    expect(hasTooManyRepeats('111')).toBe(true);
  });
});

describe.each(databases)('the rules of personalisation on %s', (kind) => {
  let shop: TestShop;
  let member: TestMember;
  let bagSku: number;
  let plainSku: number;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    member = await createMember(shop.db);
    const skuOf = async (sn: string) =>
      (
        await shop.db
          .selectFrom('sku')
          .innerJoin('goods', 'goods.id', 'sku.goods_id')
          .select('sku.id')
          .where('goods.sn', '=', sn)
          .orderBy('sku.id')
          .executeTakeFirstOrThrow()
      ).id;
    bagSku = await skuOf(BAG);
    plainSku = await skuOf('MF25-B-TH-0072');
    await shop.db
      .updateTable('sku')
      .set({ stock: 50 })
      .where('id', 'in', [bagSku, plainSku])
      .execute();
  });
  afterAll(() => shop?.close());
  const { address, submit } = checkoutFixtures(() => shop);

  const add = (form: Form, lang: Lang = 'cn', sku = bagSku) =>
    callAs<{ id: number; num: number }>(shop.app, member.token, 'api/cart/add', {
      form: { sku_id: String(sku), quantity: '1', ...form },
      lang,
    });
  const lines = async (lang: Lang = 'cn') =>
    (await callAs<CartList>(shop.app, member.token, 'api/cart/list', { lang })).data.list;
  const clear = () => shop.db.deleteFrom('cart_line').where('member_id', '=', member.id).execute();

  /** Refused with 422 and these words, and the bag is left as it was. */
  async function refused(form: Form, cn: string, en: string, sku = bagSku) {
    const before = await lines();
    expect(await add(form, 'cn', sku)).toMatchObject({ code: 422, data: null, msg: cn });
    expect(await add(form, 'en', sku)).toMatchObject({ code: 422, msg: en });
    expect(await lines()).toEqual(before);
  }

  it('refuses personalisation of a piece that does not offer it', async () => {
    await refused(VALID, '该商品不提供个性化定制', 'This piece cannot be personalised', plainSku);
    await refused(
      { pendants: '["tassel"]' },
      '该商品不提供个性化定制',
      'This piece cannot be personalised',
      plainSku,
    );
    expect((await add({}, 'cn', plainSku)).code).toBe(0);
    await clear();
  });

  it('requires the letters, the position and the letters’ colour', async () => {
    await refused(
      { ...VALID, custom_letters: '' },
      '请输入定制内容',
      'Please enter the letters to personalise with',
    );
    await refused(
      { pendants: '["tassel"]' },
      '请输入定制内容',
      'Please enter the letters to personalise with',
    );
    await refused({ ...VALID, custom_position: '' }, '请选择定制位置', 'Please choose a position');
    await refused(
      { ...VALID, letter_color: '' },
      '请选择字母颜色',
      'Please choose a colour for the letters',
    );
  });

  it('takes only letters A–Z and digits, up to the piece’s maximum: a format error otherwise', async () => {
    const cn = '格式错误：仅限字母 A–Z 与数字，最多 4 个字符';
    const en = 'Format error: letters A–Z and digits only, up to 4 characters';
    for (const letters of ['L Y', 'L.Y', 'LÉ', 'ß', '李', 'ABCDE', 'Ｌ']) {
      await refused({ ...VALID, custom_letters: letters }, cn, en);
    }
    expect(await add({ ...VALID, custom_letters: 'A😀' }, 'en')).toMatchObject({
      code: 422,
      msg: 'Emoji is not allowed',
    });
  });

  it('allows each character at most twice', async () => {
    for (const letters of ['AAA', 'abaa', '1A11']) {
      await refused(
        { ...VALID, custom_letters: letters },
        '重复字符过多：每个字符最多出现 2 次',
        'Too many repeated characters: each character at most 2 times',
      );
    }
    expect((await add({ ...VALID, custom_letters: 'AABB' })).code).toBe(0);
    await clear();
  });

  it('takes only options the piece offers', async () => {
    const cn = '该商品不提供所选的定制选项，请重新选择';
    const en = 'This piece does not offer the chosen option: please choose again';
    const wrong: Form[] = [
      { custom_position: 'flap' },
      { custom_position: '正面中央' },
      { letter_color: 'navy' },
      { custom_letters: 'L1', number_color: 'red' },
      { pendants: '["luggage_tag"]' },
      { pendants: '["tassel","moon"]' },
      { inner_area: 'pocket' },
    ];
    for (const change of wrong) await refused({ ...VALID, ...change }, cn, en);
  });

  it('keeps codes, upper-cased letters and the number colour only with digits', async () => {
    const withDigits = await add({
      ...VALID,
      custom_letters: 'ly7',
      number_color: 'silver',
      pendants: '["pearl_charm","tassel","tassel"]',
      inner_area: 'leather_tab',
    });
    expect(withDigits.code).toBe(0);
    const noDigits = await add({ ...VALID, number_color: 'silver' });
    expect(noDigits.code).toBe(0);
    const rows = await shop.db
      .selectFrom('cart_line')
      .select(['id', 'custom_letters', 'custom_position', 'letter_color', 'number_color'])
      .select(['pendants', 'inner_area'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: withDigits.data.id,
        custom_letters: 'LY7',
        custom_position: 'front',
        letter_color: 'gold',
        number_color: 'silver',
        pendants: '["tassel","pearl_charm"]',
        inner_area: 'leather_tab',
      },
      {
        id: noDigits.data.id,
        custom_letters: 'LY',
        custom_position: 'front',
        letter_color: 'gold',
        number_color: '',
        pendants: '[]',
        inner_area: '',
      },
    ]);
    expect((await lines('en')).map((l) => [l.custom_position, l.letter_color, l.pendants])).toEqual(
      [
        ['Front, centre', 'Gold', []],
        ['Front, centre', 'Gold', ['Leather tassel', 'Pearl charm']],
      ],
    );
    await clear();
  });

  it('checks a personalised "buy now" at the preview and the submission', async () => {
    const items = (letters: string) =>
      JSON.stringify([{ sku_id: bagSku, quantity: 1, ...VALID, custom_letters: letters }]);
    const repeated = await callAs(shop.app, member.token, 'api/cart/goods-detail-preview-data', {
      form: { sku_list: items('AAA') },
      lang: 'en',
    });
    expect(repeated).toMatchObject({
      code: 422,
      msg: 'Too many repeated characters: each character at most 2 times',
    });
    const submitted = await submit(member, {
      sku_list: items('L Y'),
      address_id: String(await address(member)),
    });
    expect(submitted).toMatchObject({
      code: 422,
      msg: '格式错误：仅限字母 A–Z 与数字，最多 4 个字符',
    });
    const orders = await shop.db
      .selectFrom('shop_order')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(orders).toEqual([]);
    const fine = await callAs<{ lines: { custom_letters: string; letter_color: string }[] }>(
      shop.app,
      member.token,
      'api/cart/goods-detail-preview-data',
      { form: { sku_list: items('ly') } },
    );
    expect(fine.data.lines).toEqual([
      expect.objectContaining({ custom_letters: 'LY', letter_color: '金色' }),
    ]);
  });
});

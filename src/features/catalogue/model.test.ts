import { describe, expect, it } from 'vitest';
import type {
  ColorOption,
  GoodsCard,
  GoodsDetail,
  Picture,
  Sku,
} from '../../../contract/catalogue';
import {
  cardColor,
  colorSoldOut,
  detailScreen,
  discountPercent,
  dropCoverPicture,
  isOneSize,
  nextPageOf,
  onlySkuInStock,
  pageNumbers,
  picturesOfColor,
  preselectedSize,
  sizeAfterColorChange,
  sizesOfColor,
  skuFor,
  toGoodsDetail,
  toProductList,
  totalCount,
  withActiveColor,
  type GoodsListPage,
} from './model';

const pic = (name: string): Picture => ({
  src: `/media/${name}.jpg`,
  srcset: '',
  width: 600,
  height: 800,
});

const color = (color_id: number, pictures: string[], sold_out = false): ColorOption => ({
  color_id,
  name: `Colour ${color_id}`,
  hex: '#000000',
  pic_url_group: pictures.map(pic),
  sold_out,
});

const card = (id: number): GoodsCard => ({
  id,
  sn: `SN${id}`,
  name: `Goods ${id}`,
  series_name: 'Series',
  price: 100_00,
  original_price: 100_00,
  promotion: null,
  is_new: false,
  sold_out: false,
  color_list: [color(1, ['a', 'b']), color(2, ['c'])],
});

const page = (pageNumber: number, ids: number[], pageCount = 3): GoodsListPage => ({
  list: ids.map(card),
  pagination: {
    page: pageNumber,
    page_size: 2,
    page_count: pageCount,
    totalCount: 6,
    total_count: 6,
  },
  screen: {
    series: [],
    color: [{ id: '1', name: 'Black', hex: '#000' }],
    size: [],
    season: [],
    promotion: [],
  },
  category:
    pageNumber === 1 ? { id: 3, name: 'Dresses', path: [{ id: 3, name: 'Dresses' }] } : null,
});

const sku = (id: number, color_id: number, size: string, stock: number): Sku => ({
  id,
  color_id,
  size,
  stock,
  price: 100_00,
  original_price: 100_00,
});

const detail = (overrides: Partial<GoodsDetail> = {}): GoodsDetail => ({
  id: 9,
  sn: 'SN9',
  name: 'Silk dress',
  description: '',
  material: '',
  care: '',
  price: 80_00,
  original_price: 100_00,
  promotion: null,
  is_new: false,
  series: { id: 1, name: 'Series' },
  season: { id: 1, name: 'Season' },
  category: { id: 3, name: 'Dresses', path: [] },
  size_kind: 'clothing',
  sizes: ['S', 'M', 'L'],
  color_list: [color(1, ['cover', 'one', 'two']), color(2, ['only']), color(3, ['x', 'y'])],
  personalisable: false,
  sku_list: [
    sku(1, 1, 'S', 5),
    sku(2, 1, 'M', 0),
    sku(3, 1, 'L', 2),
    sku(4, 2, 'S', 0),
    sku(5, 2, 'M', 4),
    sku(6, 3, 'S', 0),
    sku(7, 3, 'M', 0),
  ],
  ...overrides,
});

describe('product list (spec §3)', () => {
  it('gives every product activeColor 0; products loaded by paging get isHort false', () => {
    const result = toProductList({ pages: [page(1, [1, 2]), page(2, [3, 4])], pageParams: [1, 2] });
    expect(result.list.map((g) => [g.id, g.activeColor, g.isHort])).toEqual([
      [1, 0, true],
      [2, 0, true],
      [3, 0, false],
      [4, 0, false],
    ]);
    expect(result.pages).toEqual([1, 2]);
    expect(result.pagination.page).toBe(2);
    expect(result.screenData.color).toHaveLength(1);
    expect(result.category?.name).toBe('Dresses');
  });

  it('drops a product that shows up again on a later page', () => {
    const result = toProductList({ pages: [page(1, [1, 2]), page(2, [2, 3])], pageParams: [1, 2] });
    expect(result.list.map((g) => g.id)).toEqual([1, 2, 3]);
  });

  it('copes with no pages at all', () => {
    const result = toProductList({ pages: [], pageParams: [] });
    expect(result.list).toEqual([]);
    expect(totalCount(result.pagination)).toBe(0);
  });

  it('reads the total from either spelling', () => {
    const pagination = page(1, []).pagination;
    expect(totalCount({ ...pagination, totalCount: 7, total_count: 7 })).toBe(7);
    expect(
      totalCount({ ...pagination, totalCount: undefined as unknown as number, total_count: 9 }),
    ).toBe(9);
    expect(totalCount(undefined)).toBe(0);
  });

  it('knows the next page and the end', () => {
    expect(nextPageOf(page(1, [1], 3))).toBe(2);
    expect(nextPageOf(page(3, [1], 3))).toBeUndefined();
    expect(nextPageOf(page(1, [], 0))).toBeUndefined();
  });

  it("shows the colour chosen on a card, else the product's active colour", () => {
    const goods = { ...card(1), activeColor: 0 };
    expect(cardColor(goods, undefined)?.color_id).toBe(1);
    expect(cardColor(goods, 1)?.color_id).toBe(2);
    expect(cardColor(goods, 7)?.color_id).toBe(1);
    expect(cardColor({ ...card(1), color_list: [] }, 0)).toBeUndefined();
    // A list filtered by colour shows the matching colour, unless another was chosen on the card.
    expect(cardColor(goods, undefined, [2])?.color_id).toBe(2);
    expect(cardColor(goods, 0, [2])?.color_id).toBe(1);
    expect(cardColor(goods, undefined, [9])?.color_id).toBe(1);
  });

  it('numbers the pages around the ones on screen', () => {
    expect(pageNumbers([1], 1)).toEqual([1]);
    expect(pageNumbers([1], 3)).toEqual([1, 2, 3]);
    expect(pageNumbers([5], 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageNumbers([3], 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageNumbers([1], 0)).toEqual([]);
  });
});

describe('goods detail (spec §3)', () => {
  it('drops the first picture of a group that has more than one', () => {
    expect(dropCoverPicture([pic('a'), pic('b')]).map((p) => p.src)).toEqual(['/media/b.jpg']);
    expect(dropCoverPicture([pic('a')]).map((p) => p.src)).toEqual(['/media/a.jpg']);
    expect(dropCoverPicture([])).toEqual([]);
    const normalized = toGoodsDetail(detail());
    expect(normalized.color_list.map((c) => c.pic_url_group.length)).toEqual([2, 1, 1]);
    expect(picturesOfColor(normalized, 0).map((p) => p.src)).toEqual([
      '/media/one.jpg',
      '/media/two.jpg',
    ]);
  });

  it('gives likeGoods activeColor 0', () => {
    expect(withActiveColor([card(1), card(2)]).map((g) => g.activeColor)).toEqual([0, 0]);
  });

  it('lists the sizes of a colour with their stock', () => {
    const sizes = sizesOfColor(detail(), 0);
    expect(sizes.map((s) => [s.size, s.stock, s.soldOut, s.fewLeft])).toEqual([
      ['S', 5, false, null],
      ['M', 0, true, null],
      ['L', 2, false, 2],
    ]);
    // A size without a SKU in that colour is sold out.
    expect(sizesOfColor(detail(), 1).find((s) => s.size === 'L')?.soldOut).toBe(true);
  });

  it('says "only N left" from 3 pieces down', () => {
    const d = detail({ sku_list: [sku(1, 1, 'S', 3), sku(2, 1, 'M', 4), sku(3, 1, 'L', 1)] });
    expect(sizesOfColor(d, 0).map((s) => s.fewLeft)).toEqual([3, null, 1]);
  });

  it('knows a colour that is out of stock in every size', () => {
    expect(colorSoldOut(detail(), 0)).toBe(false);
    expect(colorSoldOut(detail(), 2)).toBe(true);
  });

  it('finds the SKU only for an in-stock size', () => {
    expect(skuFor(detail(), 0, 'S')?.id).toBe(1);
    expect(skuFor(detail(), 0, 'M')).toBeNull();
    expect(skuFor(detail(), 0, null)).toBeNull();
    expect(skuFor(detail(), 0, 'XXL')).toBeNull();
  });

  it('finds the SKU of a piece with nothing to choose, while it is in stock', () => {
    const oneSize = { size_kind: 'one' as const, sizes: ['ONE'] };
    const single = detail({
      ...oneSize,
      color_list: [color(1, ['a'])],
      sku_list: [sku(1, 1, 'ONE', 2)],
    });
    expect(onlySkuInStock(single)?.id).toBe(1);
    expect(onlySkuInStock({ ...single, sku_list: [sku(1, 1, 'ONE', 0)] })).toBeNull();
    // Two colours, or sizes, are a choice to make.
    const twoColours = detail({ ...oneSize, sku_list: [sku(1, 1, 'ONE', 2), sku(2, 2, 'ONE', 2)] });
    expect(onlySkuInStock(twoColours)).toBeNull();
    expect(onlySkuInStock(detail({ color_list: [color(1, ['a'])] }))).toBeNull();
  });

  it('preselects the only size of one-size goods', () => {
    const oneSize = detail({
      size_kind: 'one',
      sizes: ['ONE'],
      sku_list: [sku(1, 1, 'ONE', 2), sku(2, 2, 'ONE', 0)],
    });
    expect(isOneSize(oneSize)).toBe(true);
    expect(isOneSize(detail())).toBe(false);
    expect(isOneSize(detail({ size_kind: 'clothing', sizes: ['ONE'] }))).toBe(true);
    expect(preselectedSize(oneSize, 0)).toBe('ONE');
    expect(preselectedSize(oneSize, 1)).toBeNull();
    expect(preselectedSize(detail(), 0)).toBeNull();
  });

  it('keeps the chosen size on a colour switch only when the new colour has it', () => {
    expect(sizeAfterColorChange(detail(), 1, 'M')).toBe('M');
    expect(sizeAfterColorChange(detail(), 1, 'S')).toBeNull();
    expect(sizeAfterColorChange(detail(), 1, null)).toBeNull();
  });

  it('works out the discount', () => {
    expect(discountPercent(80_00, 100_00)).toBe(20);
    expect(discountPercent(100_00, 100_00)).toBeNull();
    expect(discountPercent(100_00, 0)).toBeNull();
  });

  it('shows a piece the shop says is gone as gone, even when an earlier copy is kept', () => {
    const loaded = { hasDetail: true, isPending: false };
    expect(detailScreen({ ...loaded, errorCode: null })).toBe('detail');
    expect(detailScreen({ ...loaded, errorCode: 4004 })).toBe('gone');
    // Offline or a server error: the copy kept from the last visit is better than nothing.
    expect(detailScreen({ ...loaded, errorCode: 500 })).toBe('detail');
    const none = { hasDetail: false, isPending: false };
    expect(detailScreen({ ...none, errorCode: 4004 })).toBe('gone');
    expect(detailScreen({ ...none, errorCode: null })).toBe('failed');
    expect(detailScreen({ ...none, isPending: true, errorCode: null })).toBe('loading');
  });
});

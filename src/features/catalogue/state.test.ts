import { picturesOfColor } from './model';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GoodsDetail } from '../../../contract/catalogue';
import {
  chooseColor,
  chooseSize,
  goodsDetailState,
  openGoodsDetail,
  productListState,
  setCardColor,
  takeChosenSku,
} from './state';

const pic = (src: string) => ({ src, srcset: '', width: 3, height: 4 });

const detail: GoodsDetail = {
  id: 1,
  sn: 'SN1',
  name: 'Coat',
  description: '',
  material: '',
  care: '',
  price: 1,
  original_price: 1,
  promotion: null,
  is_new: false,
  series: { id: 1, name: 's' },
  season: { id: 1, name: 's' },
  category: { id: 1, name: 'c', path: [] },
  size_kind: 'clothing',
  sizes: ['S', 'M'],
  color_list: [
    {
      color_id: 1,
      name: 'Black',
      hex: '#000',
      pic_url_group: [pic('b1'), pic('b2')],
      sold_out: false,
    },
    { color_id: 2, name: 'Ivory', hex: '#fff', pic_url_group: [pic('i1')], sold_out: false },
  ],
  personalisable: false,
  sku_list: [
    { id: 11, color_id: 1, size: 'S', stock: 2, price: 1, original_price: 1 },
    { id: 12, color_id: 1, size: 'M', stock: 1, price: 1, original_price: 1 },
    { id: 21, color_id: 2, size: 'S', stock: 0, price: 1, original_price: 1 },
    { id: 22, color_id: 2, size: 'M', stock: 3, price: 1, original_price: 1 },
  ],
};

describe('goodsDetailState', () => {
  beforeEach(() => {
    goodsDetailState.goodsId = 0;
    openGoodsDetail(detail);
  });

  it('starts on the first colour with its pictures and no size', () => {
    expect(goodsDetailState.activeColor).toBe(0);
    expect(goodsDetailState.selectedSize).toBeNull();
    expect(picturesOfColor(detail, goodsDetailState.activeColor).map((p) => p.src)).toEqual([
      'b1',
      'b2',
    ]);
  });

  it('asks for a size before adding, then gives the SKU', () => {
    expect(takeChosenSku(detail)).toBeNull();
    expect(goodsDetailState.sizeRequired).toBe(true);
    chooseSize('M');
    expect(goodsDetailState.sizeRequired).toBe(false);
    expect(takeChosenSku(detail)?.id).toBe(12);
    expect(goodsDetailState.chosenSku?.id).toBe(12);
  });

  it('switches pictures and keeps only a size the new colour has', () => {
    chooseSize('S');
    chooseColor(detail, 1);
    expect(picturesOfColor(detail, goodsDetailState.activeColor).map((p) => p.src)).toEqual(['i1']);
    expect(goodsDetailState.selectedSize).toBeNull();
    chooseSize('M');
    chooseColor(detail, 0);
    expect(goodsDetailState.selectedSize).toBe('M');
  });
});

describe('productListState', () => {
  it('keeps the colour of each card by goods id', () => {
    setCardColor(5, 2);
    expect(productListState.activeColor[5]).toBe(2);
    expect(productListState.activeColor[6]).toBeUndefined();
  });
});

import { proxy } from 'valtio';
import type { GoodsDetail, Sku } from '../../../contract/catalogue';
import { preselectedSize, sizeAfterColorChange, skuFor } from './model';

/** Spec §3 "Product list": the colour each card shows, by goods id (absent: activeColor 0). */
export const productListState = proxy({
  activeColor: {} as Record<number, number>,
});

export function setCardColor(goodsId: number, colorIndex: number): void {
  productListState.activeColor[goodsId] = colorIndex;
}

/**
 * Spec §3 "Goods detail": the shopper's choices on the goods detail screen. Its skuImgs, the
 * pictures of the active colour, are drawn from the detail query (`picturesOfColor`), not kept.
 */
export const goodsDetailState = proxy({
  goodsId: 0,
  activeColor: 0,
  selectedSize: null as string | null,
  /** The SKU the shopper last asked to add (to the bag or the wish list). */
  chosenSku: null as Sku | null,
  /** True after an add was asked for without a size (spec §5 "Size must be selected"). */
  sizeRequired: false,
});

/** Starts the detail screen of some goods on their first colour. */
export function openGoodsDetail(detail: GoodsDetail): void {
  if (goodsDetailState.goodsId === detail.id) return;
  goodsDetailState.goodsId = detail.id;
  goodsDetailState.activeColor = 0;
  goodsDetailState.selectedSize = preselectedSize(detail, 0);
  goodsDetailState.chosenSku = null;
  goodsDetailState.sizeRequired = false;
}

export function chooseColor(detail: GoodsDetail, colorIndex: number): void {
  goodsDetailState.activeColor = colorIndex;
  goodsDetailState.selectedSize = sizeAfterColorChange(
    detail,
    colorIndex,
    goodsDetailState.selectedSize,
  );
  goodsDetailState.chosenSku = null;
}

export function chooseSize(size: string): void {
  goodsDetailState.selectedSize = size;
  goodsDetailState.sizeRequired = false;
}

/**
 * The SKU to add for the current colour and size; when no size is chosen, flags the
 * size-required message and returns null.
 */
export function takeChosenSku(detail: GoodsDetail): Sku | null {
  const sku = skuFor(detail, goodsDetailState.activeColor, goodsDetailState.selectedSize);
  goodsDetailState.sizeRequired = sku === null;
  goodsDetailState.chosenSku = sku;
  return sku;
}

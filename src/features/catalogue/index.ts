export * from './routing';
export { GoodsCard, type GoodsCardProps } from './components/GoodsCard';
export { goodsDetailState, productListState } from './state';
export {
  isOneSize,
  onlySkuInStock,
  preselectedSize,
  sizeAfterColorChange,
  sizesOfColor,
  withActiveColor,
  type ListGoods,
  type SizeChoice,
} from './model';
export { Swatches } from './components/Swatches';

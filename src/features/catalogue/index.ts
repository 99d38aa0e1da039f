export * from './routing';
export { GoodsCard, type GoodsCardProps } from './components/GoodsCard';
export { ListGoodsCard } from './components/ListGoodsCard';
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

export * from './routing';
export { GoodsCard, type GoodsCardProps } from './components/GoodsCard';
export { goodsDetailState, productListState } from './state';
export { withActiveColor, type ListGoods } from './model';

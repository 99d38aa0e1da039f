import type { Lang } from '../../lib/lang';

/** Messages of the cart (spec §5 stock messages). */
export const cartMessages = {
  quantityInvalid: { cn: '请输入正确的数量', en: 'Please enter a valid quantity' },
  reachedMaximum: { cn: '已达到最大库存', en: 'Reached maximum inventory' },
  reachedMinimum: { cn: '已达到最小数量', en: 'Reached minimum' },
  outOfStock: { cn: '商品已下架，暂时缺货', en: 'Out of stock' },
  understock: { cn: '库存不足', en: 'Understock' },
  skuSoldOut: { cn: '该颜色或尺码已售罄', en: 'This colour or size is out of stock' },
  skuNotFound: { cn: '该颜色或尺码不存在', en: 'This colour or size does not exist' },
  tooManyPendants: { cn: '挂件数量过多', en: 'Too many pendants' },
  cartFull: {
    cn: '购物车最多可放 {max} 件不同的商品，请先删除部分商品',
    en: 'Your cart holds up to {max} different items: please remove some first',
  },
  cartNothingToAdd: { cn: '请选择要加入购物车的商品', en: 'Please choose what to add to the cart' },
  cartBagInvalid: {
    cn: '购物袋数据无法识别，请刷新后重试',
    en: 'Your bag could not be read: please refresh and try again',
  },
  cartNothingToDelete: { cn: '请选择要删除的商品', en: 'Please choose what to delete' },
  cartLineNotFound: {
    cn: '购物车中没有该商品，请刷新后重试',
    en: 'This item is not in your cart: please refresh and try again',
  },
  cartAdded: { cn: '已加入购物车', en: 'Added to cart' },
  cartUpdated: { cn: '购物车已更新', en: 'Cart updated' },
  cartDeleted: { cn: '已从购物车删除', en: 'Removed from your cart' },
} as const satisfies Record<string, Record<Lang, string>>;

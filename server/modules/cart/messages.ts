import type { Lang } from '../../lib/lang';

/** Messages of the bag (spec §5 stock messages). */
export const cartMessages = {
  quantityInvalid: { cn: '请输入正确的数量', en: 'Please enter a valid quantity' },
  reachedMaximum: { cn: '已达到最大库存', en: 'Reached maximum inventory' },
  reachedMinimum: { cn: '已达到最小数量', en: 'Reached minimum' },
  outOfStock: { cn: '商品已下架', en: 'This piece is no longer available' },
  understock: { cn: '库存不足', en: 'Understock' },
  skuSoldOut: { cn: '该颜色或尺码已售罄', en: 'This colour or size is sold out' },
  skuNotFound: { cn: '该颜色或尺码不存在', en: 'This colour or size does not exist' },
  tooManyPendants: { cn: '挂件数量过多', en: 'Too many pendants' },
  cartFull: {
    cn: '购物袋最多可放 {max} 件不同的商品，请先删除部分商品',
    en: 'Your bag holds up to {max} different pieces: please remove some first',
  },
  cartNothingToAdd: {
    cn: '请选择要加入购物袋的商品',
    en: 'Please choose what to add to your bag',
  },
  cartBagInvalid: {
    cn: '购物袋数据无法识别，请刷新后重试',
    en: 'Your bag could not be read: please refresh and try again',
  },
  cartNothingToDelete: { cn: '请选择要删除的商品', en: 'Please choose what to delete' },
  cartLineNotFound: {
    cn: '购物袋中没有该商品，请刷新后重试',
    en: 'This piece is not in your bag: please refresh and try again',
  },
  cartAdded: { cn: '已加入购物袋', en: 'Added to your bag' },
  cartUpdated: { cn: '购物袋已更新', en: 'Your bag is updated' },
  cartDeleted: { cn: '已从购物袋移除', en: 'Removed from your bag' },
} as const satisfies Record<string, Record<Lang, string>>;

import type { GoodsDetail } from '../../../../contract/catalogue';
import type { CustomGoodsCard } from '../../../../contract/personalise';
import { isOneSize, sizesOfColor } from '../../catalogue';

/**
 * The piece in the chosen colour: its picture, its sizes, and the SKU the chosen size makes
 * (none while a size is still to be chosen or the one chosen is sold out).
 */
export function pieceOf(
  card: CustomGoodsCard,
  detail: GoodsDetail | undefined,
  colorIndex: number,
  size: string | null,
) {
  const color = card.color_list[colorIndex];
  const detailIndex = detail?.color_list.findIndex((c) => c.color_id === color?.color_id) ?? -1;
  const sizes = detail && detailIndex >= 0 ? sizesOfColor(detail, detailIndex) : [];
  const oneSize = detail ? isOneSize(detail) : true;
  const chosenSize = oneSize ? sizes[0] : sizes.find((s) => s.size === size);
  return {
    picture: color?.pic_url_group[0],
    sizes,
    oneSize,
    sku: chosenSize && !chosenSize.soldOut ? chosenSize.sku : null,
    soldOut: sizes.length > 0 && sizes.every((s) => s.soldOut),
  };
}

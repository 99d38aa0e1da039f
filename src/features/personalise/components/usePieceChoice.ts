import { useState } from 'react';
import type { GoodsDetail } from '../../../../contract/catalogue';
import type { CustomGoodsCard } from '../../../../contract/personalise';
import { isOneSize, sizesOfColor } from '../../catalogue';

/**
 * The piece's colour and size, and the SKU they make: none while a size is still to be chosen
 * or the one chosen is sold out. Choosing a colour calls `onChange`.
 */
export function usePieceChoice(
  card: CustomGoodsCard,
  detail: GoodsDetail | undefined,
  onChange: () => void,
) {
  const [colorIndex, setColorIndex] = useState(0);
  const [size, setSize] = useState<string | null>(null);
  const [sizeNeeded, setSizeNeeded] = useState(false);

  const color = card.color_list[colorIndex];
  const detailIndex = detail?.color_list.findIndex((c) => c.color_id === color?.color_id) ?? -1;
  const sizes = detail && detailIndex >= 0 ? sizesOfColor(detail, detailIndex) : [];
  const oneSize = detail ? isOneSize(detail) : true;
  const chosenSize = oneSize ? sizes[0] : sizes.find((s) => s.size === size);

  return {
    colorIndex,
    color,
    picture: color?.pic_url_group[0],
    chooseColor: (index: number) => {
      setColorIndex(index);
      onChange();
    },
    sizes,
    oneSize,
    size,
    chooseSize: (next: string | null) => {
      setSize(next);
      setSizeNeeded(false);
    },
    chosenSize,
    sku: chosenSize && !chosenSize.soldOut ? chosenSize.sku : null,
    soldOut: sizes.length > 0 && sizes.every((s) => s.soldOut),
    sizeNeeded,
    setSizeNeeded,
  };
}

import { useRef } from 'react';
import type { GoodsDetail, Sku } from '../../../../contract/catalogue';
import { takeChosenSku } from '../state';

/**
 * The add buttons' rule: the action gets the chosen SKU, or, with no size chosen yet, the sizes
 * (`sizeBlock`) are brought into sight for the shopper to choose one.
 */
export function useSizeCheckedAdd(detail: GoodsDetail) {
  const sizeBlock = useRef<HTMLDivElement>(null);

  const add = (action: (sku: Sku) => void) => {
    const sku = takeChosenSku(detail);
    if (sku) {
      action(sku);
      return;
    }
    // The sizes may be out of sight behind the phone's sticky buttons.
    const block = sizeBlock.current;
    if (block && block.getBoundingClientRect().top < 80) {
      block.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  };

  return { sizeBlock, add };
}

import { useRef } from 'react';
import type { GoodsDetail, Sku } from '../../../../contract/catalogue';
import { bringIntoSight } from '../../../ui/bring-into-sight';
import { takeChosenSku } from '../state';

/** Room under the sizes for the message that asks for one. */
const MESSAGE_ROOM = 40;

/**
 * The add buttons' rule: the action gets the chosen SKU, or, with no size chosen yet, the sizes
 * (`sizeBlock`) and the message under them are brought into sight, clear of the phone's sticky
 * buttons (`buttonBar`), and the first size in stock takes the focus.
 */
export function useSizeCheckedAdd(detail: GoodsDetail) {
  const sizeBlock = useRef<HTMLDivElement>(null);
  const buttonBar = useRef<HTMLDivElement>(null);

  const add = (action: (sku: Sku) => void) => {
    const sku = takeChosenSku(detail);
    if (sku) {
      action(sku);
      return;
    }
    const block = sizeBlock.current;
    if (!block) return;
    bringIntoSight(block, { bottomBar: buttonBar.current, room: MESSAGE_ROOM });
    block
      .querySelector<HTMLButtonElement>('[role="group"] button:not(:disabled)')
      ?.focus({ preventScroll: true });
  };

  return { sizeBlock, buttonBar, add };
}

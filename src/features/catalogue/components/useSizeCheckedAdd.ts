import { useRef } from 'react';
import type { GoodsDetail, Sku } from '../../../../contract/catalogue';
import { takeChosenSku } from '../state';

/** Room under the sizes for the message that asks for one. */
const MESSAGE_ROOM = 40;
/** The header that stays at the top of the page. */
const HEADER_ROOM = 80;

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
    const { top, bottom } = block.getBoundingClientRect();
    const visibleBottom = Math.min(stickyTop(buttonBar.current), window.innerHeight);
    if (top < HEADER_ROOM || bottom + MESSAGE_ROOM > visibleBottom) {
      block.scrollIntoView({ block: 'center', behavior: smoothUnlessReduced() });
    }
    block
      .querySelector<HTMLButtonElement>('[role="group"] button:not(:disabled)')
      ?.focus({ preventScroll: true });
  };

  return { sizeBlock, buttonBar, add };
}

/** Where a bar that sticks to the bottom of the screen starts (a phone's); else the screen's end. */
function stickyTop(bar: HTMLElement | null): number {
  if (!bar || getComputedStyle(bar).position !== 'sticky') return window.innerHeight;
  return bar.getBoundingClientRect().top;
}

function smoothUnlessReduced(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

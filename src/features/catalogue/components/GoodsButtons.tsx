import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import type { GoodsDetail } from '../../../../contract/catalogue';
import { Button } from '../../../ui/Button';
import { WishListButton } from './WishListButton';
import styles from './GoodsInfo.module.css';

interface GoodsButtonsProps {
  detail: GoodsDetail;
  soldOut: boolean;
  onAddToCart: () => void;
  /** "Buy now" is shown only when given, and not once the colour is sold out. */
  onBuyNow: (() => void) | null;
  /** The bar the buttons sit in: sticky at the bottom of a phone's screen. */
  ref?: Ref<HTMLDivElement>;
}

/** "Add to bag", "Buy now" and the wish list's heart. */
export function GoodsButtons({ detail, soldOut, onAddToCart, onBuyNow, ref }: GoodsButtonsProps) {
  const { t } = useLingui();
  return (
    <div className={styles.actions} ref={ref}>
      <Button className={styles.addButton} disabled={soldOut} onClick={onAddToCart}>
        {soldOut ? t`Sold out` : t`Add to bag`}
      </Button>
      {onBuyNow && !soldOut && (
        <Button variant="secondary" className={styles.addButton} onClick={onBuyNow}>
          {t`Buy now`}
        </Button>
      )}
      {/* The wish list keeps goods, whatever their size. */}
      <WishListButton goodsId={detail.id} name={detail.name} source="detail" />
    </div>
  );
}

import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { GuestLeftOut, GuestMerge } from '../../../../contract/cart';
import { setParam, type RouteSet } from '../../../lib/route-set';
import { isOneSize } from '../../../lib/one-size';
import { Notice } from '../../../ui/notices/Notice';
import { useCartMessages } from '../messages';
import styles from './AddToBagNotice.module.css';
import { groupDigits } from '../../../../contract/numbers';

function useLeftOutReason() {
  const { t } = useLingui();
  return (leftOut: GuestLeftOut): string => {
    const added = groupDigits(leftOut.added);
    const wanted = groupDigits(leftOut.wanted);
    switch (leftOut.reason) {
      case 'soldOut':
        return t`Sold out: not added`;
      case 'stock':
        return leftOut.added > 0
          ? t`Only ${added} of ${wanted} added: no more left`
          : t`Not added: your bag already holds all that is left`;
      case 'personalisation':
        return t`Not added: this personalisation is no longer offered`;
      case 'full':
        return t`Not added: your bag is full`;
      default:
        return t`No longer available: not added`;
    }
  };
}

/**
 * After signing in: the pieces added before it are now in the member's bag, or some could not
 * be. It stays on the page the sign-in leads to (the order page, for a checkout) until closed or
 * the shopper goes on; one that says what could not join is brought into sight.
 */
export default function GuestMergeNotice({
  outcome,
  routeSet,
  onClose,
}: {
  outcome: GuestMerge;
  routeSet: RouteSet;
  onClose: () => void;
}) {
  useCartMessages();
  const { t } = useLingui();
  const reasonOf = useLeftOutReason();
  const sizeLabel = (size: string) => (isOneSize(size) ? t`One size` : size);
  const complete = outcome.left_out.length === 0;
  const added = outcome.added;

  return (
    <Notice urgent={!complete} onClose={onClose} closesOnLeaving reveal={!complete}>
      <p className={styles.title}>
        {complete ? t`Your bag is saved to your account` : t`Some pieces could not be added`}
      </p>
      <p className={styles.text}>
        <Plural
          value={added}
          _0="None of the pieces you chose before signing in could be added to your bag."
          one="The # piece you chose before signing in is now in your bag."
          other="The # pieces you chose before signing in are now in your bag."
        />
      </p>
      {!complete && (
        <ul className={styles.leftOut}>
          {outcome.left_out.map((line) => (
            <li key={line.sku_id}>
              <span className={styles.leftOutName}>
                {line.name
                  ? [line.name, line.color_name, sizeLabel(line.size)].filter(Boolean).join(' · ')
                  : t`A piece no longer in the shop`}
              </span>
              <span>{reasonOf(line)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/{-$set}/cart"
        params={setParam(routeSet)}
        className={styles.link}
        onClick={onClose}
      >
        {t`View bag`}
      </Link>
    </Notice>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCartBadge } from '../../cart';
import type { AddOutcome } from './useAddPersonalised';
import styles from './Workbench.module.css';

/** Below the add button: the piece is in the bag, with a link there, or why it is not. */
export function AddToBagOutcome({ outcome }: { outcome: AddOutcome }) {
  const { t } = useLingui();
  const bag = useCartBadge();
  return (
    <div className={styles.outcome}>
      {outcome?.kind === 'added' && (
        <p role="status" className={styles.added}>
          {t`Added to your bag`}{' '}
          <Link to="/{-$set}/cart" params={bag.params} className={styles.bagLink}>
            {t`View bag`}
          </Link>
        </p>
      )}
      {outcome?.kind === 'refused' && (
        <p role="alert" className={styles.error}>
          {outcome.message}
        </p>
      )}
    </div>
  );
}

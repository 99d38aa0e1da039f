import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setParam, type RouteSet } from '../../../lib/route-set';
import { Icon } from '../../../ui/Icon';
import { useCartMessages } from '../messages';
import styles from './AddToBagNotice.module.css';

/**
 * What an add to the bag came to: the new count, the server's refusal, no answer at all, or a
 * visitor's bag this device cannot keep (`signIn` adds the piece once they have signed in).
 */
export type AddOutcome =
  | { kind: 'added'; num: number }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' }
  | { kind: 'not-kept'; signIn: () => void };

/** Long enough to read the line and reach the link; the close button ends it sooner. */
const NOTICE_MS = 6000;

/** The small confirmation under the header after "Add to bag", or why the add did not happen. */
export default function AddToBagNotice({
  outcome,
  routeSet,
  onClose,
}: {
  outcome: AddOutcome;
  routeSet: RouteSet;
  onClose: () => void;
}) {
  useCartMessages();
  const { t } = useLingui();
  // Asking to sign in, the notice stays until the shopper answers it.
  const lasting = outcome.kind === 'not-kept';
  useEffect(() => {
    if (lasting) return;
    const timer = window.setTimeout(onClose, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose, lasting]);

  const close = (
    <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close`}>
      <Icon name="close" size={18} />
    </button>
  );

  if (outcome.kind === 'not-kept') {
    return (
      <div className={`${styles.notice} ${styles.refused}`} role="alert">
        <div className={styles.body}>
          <p className={styles.text}>
            {t`Your bag cannot be kept on this device. Sign in to keep the pieces you choose.`}
          </p>
          <button type="button" className={styles.link} onClick={outcome.signIn}>
            {t`Sign in to add this piece`}
          </button>
        </div>
        {close}
      </div>
    );
  }
  if (outcome.kind !== 'added') {
    return (
      <div className={`${styles.notice} ${styles.refused}`} role="alert">
        <div className={styles.body}>
          <p className={styles.text}>
            {outcome.kind === 'refused'
              ? outcome.message
              : t`Add to bag failed. Check your connection and try again.`}
          </p>
          {/* A stock refusal often means the piece is in the bag already. */}
          {outcome.kind === 'refused' && (
            <Link to="/{-$set}/cart" params={setParam(routeSet)} className={styles.link}>
              {t`View bag`}
            </Link>
          )}
        </div>
        {close}
      </div>
    );
  }
  const num = outcome.num;
  return (
    <div className={styles.notice} role="status">
      <div className={styles.body}>
        <p className={styles.title}>{t`Added to your bag`}</p>
        <p className={styles.text}>
          <Plural value={num} one="# piece in your bag" other="# pieces in your bag" />
        </p>
        <Link to="/{-$set}/cart" params={setParam(routeSet)} className={styles.link}>
          {t`View bag`}
        </Link>
      </div>
      {close}
    </div>
  );
}

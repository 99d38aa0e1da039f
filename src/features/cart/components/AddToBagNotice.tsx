import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { setParam, type RouteSet } from '../../../lib/route-set';
import { Notice } from '../../../ui/notices/Notice';
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

/**
 * The confirmation under the header after "Add to bag", or why the add did not happen: brought
 * into sight, it stays until closed, replaced by the next add's, or the shopper goes on to
 * another page.
 */
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
  const bagLink = (
    <Link to="/{-$set}/cart" params={setParam(routeSet)} className={styles.link}>
      {t`View bag`}
    </Link>
  );

  if (outcome.kind === 'added') {
    const num = outcome.num;
    return (
      <Notice onClose={onClose} closesOnLeaving reveal>
        <p className={styles.title}>{t`Added to your bag`}</p>
        <p className={styles.text}>
          <Plural value={num} one="# piece in your bag" other="# pieces in your bag" />
        </p>
        {bagLink}
      </Notice>
    );
  }
  return (
    <Notice urgent onClose={onClose} closesOnLeaving reveal>
      <p className={`${styles.text} ${styles.refused}`}>
        {outcome.kind === 'not-kept'
          ? t`Your bag cannot be kept on this device. Sign in to keep the pieces you choose.`
          : outcome.kind === 'refused'
            ? outcome.message
            : t`Add to bag failed. Check your connection and try again.`}
      </p>
      {outcome.kind === 'not-kept' && (
        <button type="button" className={styles.link} onClick={outcome.signIn}>
          {t`Sign in to add this piece`}
        </button>
      )}
      {/* A stock refusal often means the piece is in the bag already. */}
      {outcome.kind === 'refused' && bagLink}
    </Notice>
  );
}

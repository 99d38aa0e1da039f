import type { Outcome } from '../../../ui/forms/outcome';
import styles from './OutcomeLine.module.css';

/** What became of the last action on the screen; the line is empty (and takes no room) without one. */
export function OutcomeLine({ outcome }: { outcome: Outcome }) {
  return (
    <p
      className={`${styles.outcome} ${outcome?.kind === 'refused' ? styles.refused : styles.saved}`}
      role="status"
    >
      {outcome?.message}
    </p>
  );
}

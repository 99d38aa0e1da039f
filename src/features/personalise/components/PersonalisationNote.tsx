import { Trans, useLingui } from '@lingui/react/macro';
import styles from './Workbench.module.css';

/** How long the workshop takes, and that a personalised piece is not taken back. */
export function PersonalisationNote() {
  const { t } = useLingui();
  return (
    <aside className={styles.note} aria-label={t`About personalisation`}>
      <p>
        <Trans>
          Your initials are hand-painted or hot-stamped in our workshop: the piece is ready in 7 to
          14 days.
        </Trans>
      </p>
      <p>
        <Trans>
          Personalised pieces are made for you alone: they cannot be returned or exchanged unless
          faulty.
        </Trans>
      </p>
    </aside>
  );
}

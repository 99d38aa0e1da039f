import { Trans } from '@lingui/react/macro';
import type { Popup } from '../../../../contract/content';
import { AppLink } from '../../../ui/AppLink';
import { buttonClass } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Picture } from '../../../ui/Picture';
import styles from './PopupDialog.module.css';

/** One activity popup: picture, title, text and its call to action. */
export default function PopupDialog({
  popup,
  onClose,
}: {
  popup: Readonly<Popup>;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title={popup.title} hideTitle bare variant="sheet">
      {popup.picture && (
        <Picture
          picture={popup.picture}
          alt=""
          sizes="(min-width: 770px) 520px, 100vw"
          eager
          className={styles.picture}
        />
      )}
      <div className={styles.copy}>
        <p className={styles.title} aria-hidden="true">
          {popup.title}
        </p>
        {popup.body && <p className={styles.body}>{popup.body}</p>}
        {popup.link ? (
          <AppLink href={popup.link} className={buttonClass('primary')} onClick={onClose}>
            {popup.button || <Trans>Discover</Trans>}
          </AppLink>
        ) : (
          <button type="button" className={buttonClass('primary')} onClick={onClose}>
            {popup.button || <Trans>Continue</Trans>}
          </button>
        )}
      </div>
    </Dialog>
  );
}

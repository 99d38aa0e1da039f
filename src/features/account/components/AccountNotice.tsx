import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Icon } from '../../../ui/Icon';
import { useAccountMessages } from '../messages';
import { accountNotice } from '../state';
import styles from './AccountNotice.module.css';

/** A bar under the header with what the server said, until the shopper closes it. */
export default function AccountNotice() {
  useAccountMessages();
  const { t } = useLingui();
  const { message } = useSnapshot(accountNotice);
  if (!message) return null;
  return (
    <div className={styles.notice} role="alert">
      <p>{message}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t`Close`}
        onClick={() => {
          accountNotice.message = null;
        }}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import styles from './LoginDialog.module.css';

/** Spec §6: the sign-in dialog a wide screen opens when a call answers "login needed". */
export default function LoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open onClose={onClose} title={t`Sign in`}>
      <p className={styles.lead}>
        <Trans>
          Sign-in is required for this. Please sign in to your MAISON account to continue.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

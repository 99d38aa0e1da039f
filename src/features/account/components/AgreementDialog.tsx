import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { appState } from '../../app';
import { agreementQueryOptions } from '../api';
import styles from './AgreementDialog.module.css';
import { formatLongDay } from '../../../lib/dates';

export type AgreementType = 'privacy' | 'terms';

/** The privacy policy or the terms, read in place without leaving the form. */
export function AgreementDialog({ type, onClose }: { type: AgreementType; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { lang } = useSnapshot(appState);
  const agreement = useQuery(agreementQueryOptions(type, lang));
  const fallbackTitle = type === 'privacy' ? t`Privacy policy` : t`Terms and conditions`;
  const paragraphs = (agreement.data?.content ?? '').split(/\n\s*\n/).filter(Boolean);
  const updated = agreement.data
    ? formatLongDay(Number(agreement.data.updated_at), i18n.locale)
    : '';
  return (
    <Dialog open onClose={onClose} title={agreement.data?.title ?? fallbackTitle} variant="sheet">
      <div className={styles.text}>
        {agreement.isPending && (
          <p>
            <Trans>Loading…</Trans>
          </p>
        )}
        {agreement.isError && (
          <p role="alert">
            <Trans>This text could not be loaded. Please try again.</Trans>
          </p>
        )}
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {agreement.data && (
          <p className={styles.updated}>
            <Trans>Last updated {updated}</Trans>
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

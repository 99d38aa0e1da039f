import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LoginReply } from '../../../../contract/account';
import { ApiError } from '../../../lib/api-client';
import { useQrImage } from '../../../lib/qr-image';
import { Button } from '../../../ui/Button';
import { fetchWechatUser, scanResultQueryOptions, wechatQrQueryOptions } from '../api';
import { FormAlert } from '../../../ui/forms/FormAlert';
import { useRefusal } from '../../../ui/forms/outcome';
import { WechatPageLink } from './WechatPageLink';
import styles from './WechatQrPanel.module.css';
import { SIGN_IN_REFUSAL } from '../sign-in-refusal';

/** Pixels of the drawn code: sharp at twice its displayed size. */
const QR_WIDTH = 360;

/**
 * Desktop sign-in with WeChat: a QR code to scan with the phone; the scan's progress is asked
 * every two seconds while the panel is open. An approved scan signs a bound member in, or sends a
 * first-time WeChat user on to bind a mobile number.
 */
export function WechatQrPanel({
  onSignedIn,
  onBindNeeded,
}: {
  onSignedIn: (reply: LoginReply) => void;
  onBindNeeded: (state: string) => void;
}) {
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const qr = useQuery(wechatQrQueryOptions(attempt));
  // A real WeChat application shows the QR code on WeChat's page instead (WechatPageLink).
  const drawn = qr.data?.kind === 'qr' ? qr.data : undefined;
  const state = drawn?.state;
  const scan = useQuery({ ...scanResultQueryOptions(state ?? ''), enabled: Boolean(state) });
  const image = useQrImage(drawn?.url, QR_WIDTH);
  const refusal = useRefusal(SIGN_IN_REFUSAL);
  const user = useMutation({
    mutationFn: (approved: string) => fetchWechatUser({ state: approved }),
    onSuccess: (reply) => {
      if (reply.bound) onSignedIn(reply.login);
      else onBindNeeded(reply.state);
    },
    onError: refusal.show,
  });

  const status = scan.data?.status;
  useEffect(() => {
    if (status === 'approved' && state && user.isIdle) user.mutate(state);
  }, [status, state, user]);

  const again = () => {
    refusal.clear();
    user.reset();
    setAttempt((n) => n + 1);
  };

  if (qr.data?.kind === 'redirect') return <WechatPageLink start={qr.data} />;

  const scanRefused = scan.error instanceof ApiError ? scan.error.message : null;
  const finished = status === 'expired' || status === 'denied' || user.isError || !!scanRefused;
  // Once the sign-in itself is refused, its alert says all there is to say.
  let line: string | null;
  if (user.isError) line = null;
  else if (qr.isError) line = t`The QR code could not be loaded.`;
  else if (scanRefused) line = scanRefused;
  else if (status === 'scanned') line = t`Scanned. Please confirm the sign-in on your phone.`;
  else if (status === 'approved') line = t`Confirmed. Signing you in…`;
  else if (status === 'expired') line = t`This QR code has expired.`;
  else if (status === 'denied') line = t`The sign-in was declined on the phone.`;
  else line = t`Scan with WeChat to sign in.`;

  return (
    <div className={styles.panel}>
      <div className={`${styles.code} ${finished || qr.isError ? styles.faded : ''}`}>
        {image ? (
          <img src={image} alt={t`WeChat sign-in QR code`} width={180} height={180} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <p className={styles.status} role="status">
        {line ?? ''}
      </p>
      <FormAlert message={refusal.message} />
      {(finished || qr.isError) && (
        <Button variant="secondary" onClick={again}>
          <Trans>Refresh the QR code</Trans>
        </Button>
      )}
    </div>
  );
}

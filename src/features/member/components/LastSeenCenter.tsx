import { useLingui } from '@lingui/react/macro';
import { formatRecentMoment } from '../../../lib/dates';
import { LastSeenNotice } from '../../../ui/LastSeen';

/**
 * Offline, the mark over the member's account overview shown as they last saw it (`savedAt`):
 * what it shows stays as it was until the device is back online and it is read again.
 */
export function LastSeenCenterNotice({ savedAt }: { savedAt: number }) {
  const { t, i18n } = useLingui();
  const when = formatRecentMoment(savedAt, i18n.locale);
  return (
    <LastSeenNotice label={t`Offline`}>
      {t`This is your account as you last saw it on ${when}. It is brought up to date once you are back online.`}
    </LastSeenNotice>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatRecentMoment } from '../../../lib/dates';
import { LastSeenNotice, ReadOnly } from '../../../ui/LastSeen';

/**
 * Offline, the member's bag as they last saw it (`savedAt`): marked as such, and read-only until
 * the device is back online and the bag is read again.
 */
export function LastSeenBag({ savedAt, children }: { savedAt: number; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const when = formatRecentMoment(savedAt, i18n.locale);
  return (
    <>
      <LastSeenNotice label={t`Offline`}>
        {t`This is your bag as you last saw it on ${when}. It can be changed once you are back online.`}
      </LastSeenNotice>
      <ReadOnly>{children}</ReadOnly>
    </>
  );
}

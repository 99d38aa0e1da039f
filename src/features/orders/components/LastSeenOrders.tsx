import { useLingui } from '@lingui/react/macro';
import { formatRecentMoment } from '../../../lib/dates';
import { LastSeenNotice } from '../../../ui/LastSeen';

/**
 * Offline, the mark over the member's orders (`what`: a list or one order) shown as they last
 * saw them (`savedAt`). The screen shows them without their actions (withoutActions) until the
 * device is back online and they are read again.
 */
export function LastSeenOrdersNotice({
  what,
  savedAt,
}: {
  what: 'list' | 'order';
  savedAt: number;
}) {
  const { t, i18n } = useLingui();
  const when = formatRecentMoment(savedAt, i18n.locale);
  return (
    <LastSeenNotice label={t`Offline`}>
      {what === 'list'
        ? t`These are your orders as you last saw them on ${when}. They can be acted on once you are back online.`
        : t`This is your order as you last saw it on ${when}. It can be acted on once you are back online.`}
    </LastSeenNotice>
  );
}

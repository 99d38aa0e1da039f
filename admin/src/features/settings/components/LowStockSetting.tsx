import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lowStockSettingQuery, useLowStockThreshold } from '../api';
import { NumberSetting } from './NumberSetting';

/** The same bound as the server's: a larger number would list the whole catalogue. */
const MAX_THRESHOLD = 999;

/** At how many pieces left the dashboard lists a size as running low. */
export function LowStockSetting() {
  const { data } = useQuery(lowStockSettingQuery);
  const change = useLowStockThreshold();
  return (
    <NumberSetting
      name={t`Low-stock threshold`}
      label={t`Low stock on the dashboard`}
      help={<Trans>A size with this many pieces or fewer left is listed as running low.</Trans>}
      value={data?.threshold}
      min={0}
      max={MAX_THRESHOLD}
      suffix={t`pieces`}
      saving={change.isPending}
      save={(threshold) => change.mutateAsync({ threshold })}
    />
  );
}

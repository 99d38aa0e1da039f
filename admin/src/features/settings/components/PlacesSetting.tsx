import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MAX_PLACES_PER_PERIOD } from '../../../../../contract/appointment';
import { placesSettingQuery, usePlacesPerPeriod } from '../api';
import { NumberSetting } from './NumberSetting';

/** How many bookings of one service a boutique takes in one period of a day. */
export function PlacesSetting() {
  const { data } = useQuery(placesSettingQuery);
  const change = usePlacesPerPeriod();
  return (
    <NumberSetting
      name={t`Places per period`}
      label={t`Boutique bookings`}
      help={
        <Trans>
          Each boutique takes this many appointments, and as many washing requests, in each period
          of a day. Bookings already made all stay.
        </Trans>
      }
      value={data?.places}
      min={1}
      max={MAX_PLACES_PER_PERIOD}
      suffix={t`places`}
      saving={change.isPending}
      save={(places) => change.mutateAsync({ places })}
    />
  );
}

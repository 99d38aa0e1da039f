import { useLingui } from '@lingui/react/macro';
import type { WashingCare } from '../../../../contract/appointment';
import { Price } from '../../../ui/Price';
import { useCareStateLabels } from './labels';

/**
 * Where a washing request's care stands, its price and the boutique's pick-up notice. A card that
 * shows the care's state as its own leaves the progress out (`withState` false).
 */
export function WashingCareFacts({
  care,
  withState = true,
}: {
  care: WashingCare;
  withState?: boolean;
}) {
  const { t } = useLingui();
  const states = useCareStateLabels();
  return (
    <>
      {withState && care.state && (
        <>
          <dt>{t`Care progress`}</dt>
          <dd>{states[care.state]}</dd>
        </>
      )}
      {care.price !== null && (
        <>
          <dt>{t`Price of the care`}</dt>
          <dd>
            <Price fen={care.price} />
          </dd>
        </>
      )}
      {care.pickup_notice && (
        <>
          <dt>{t`Pick-up notice`}</dt>
          <dd>{care.pickup_notice}</dd>
        </>
      )}
    </>
  );
}

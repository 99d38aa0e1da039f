import { useLingui } from '@lingui/react/macro';
import type { WashingCare, WashingState } from '../../../../contract/appointment';
import { Price } from '../../../ui/Price';

/** Where a washing request's care stands, its price and the boutique's pick-up notice. */
export function WashingCareFacts({ care }: { care: WashingCare }) {
  const { t } = useLingui();
  const states: Record<WashingState, string> = {
    received: t`Received at the boutique`,
    cleaning: t`In care at the workshop`,
    ready: t`Ready to collect`,
    collected: t`Collected`,
  };
  return (
    <>
      {care.state && (
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

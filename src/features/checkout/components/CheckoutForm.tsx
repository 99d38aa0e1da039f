import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { OrderItemInput } from '../../../../contract/order';
import type { RouteSet } from '../../../lib/route-set';
import { appState } from '../../app';
import { previewQueryOptions } from '../api';
import { NOTHING_CHOSEN } from '../choices';
import { OrderForm } from './OrderForm';
import { Loading } from './Parts';
import { PreviewFailed } from './PreviewFailed';

/**
 * The order page before the order exists: the lines priced with nothing chosen, then the form
 * of the shopper's choices, which opens on what that first preview applied.
 */
export function CheckoutForm({
  lines,
  routeSet,
  wide,
}: {
  lines: OrderItemInput[];
  routeSet: RouteSet;
  wide: boolean;
}) {
  const { lang } = useSnapshot(appState);
  const opening = useQuery(previewQueryOptions(lines, NOTHING_CHOSEN, lang));
  if (opening.data) {
    return <OrderForm lines={lines} opening={opening.data} routeSet={routeSet} wide={wide} />;
  }
  if (opening.isError) {
    return (
      <PreviewFailed
        error={opening.error}
        onRetry={() => void opening.refetch()}
        routeSet={routeSet}
      />
    );
  }
  return <Loading />;
}

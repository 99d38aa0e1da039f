import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../ui/Dialog';
import { ScreenError, ScreenLoading } from '../../../ui/screens/ScreenParts';
import { orderDetailQueryOptions } from '../api';
import { ShipmentView } from './ShipmentView';

/** The parcel of an order: carrier, tracking number and what has happened to it. */
export function TrackingDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useLingui();
  const detail = useQuery(orderDetailQueryOptions(orderId));
  return (
    <Dialog open variant="sheet" onClose={onClose} title={t`Track package`}>
      {!detail.data ? (
        detail.isError ? (
          <ScreenError onRetry={() => void detail.refetch()} />
        ) : (
          <ScreenLoading />
        )
      ) : detail.data.shipment ? (
        <ShipmentView shipment={detail.data.shipment} />
      ) : (
        <p>{t`This order has not been shipped yet.`}</p>
      )}
    </Dialog>
  );
}

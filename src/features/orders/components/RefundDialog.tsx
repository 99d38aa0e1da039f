import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../ui/Dialog';
import { ScreenError, ScreenLoading } from '../../../ui/screens/ScreenParts';
import { orderDetailQueryOptions } from '../api';
import { RefundForm } from './RefundForm';

/** The after-sales form for an order, once its refundable amount is known. */
export function RefundDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useLingui();
  const detail = useQuery(orderDetailQueryOptions(orderId));
  return (
    <Dialog open variant="sheet" onClose={onClose} title={t`Apply for after-sales`}>
      {!detail.data ? (
        detail.isError ? (
          <ScreenError onRetry={() => void detail.refetch()} />
        ) : (
          <ScreenLoading />
        )
      ) : (
        <RefundForm order={detail.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

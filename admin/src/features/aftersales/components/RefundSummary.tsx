import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Descriptions, Typography } from 'antd';
import type { ConsoleAfterSalesDetail } from '../../../../../contract/console-aftersales';
import { formatYuan } from '../../../lib/money';
import { formatTime } from '../../../lib/time';

/** The refund as the server computed it from the pieces, before it is paid and once it was. */
export function RefundSummary({ request }: { request: ConsoleAfterSalesDetail }) {
  const piecesAmount = request.amount - request.freight;
  const paid = request.status === 'refunded';
  const settled = paid || request.status === 'refused' || request.status === 'processing';
  return (
    <Descriptions size="small" column={1} data-testid="refund-summary">
      <Descriptions.Item label={t`Pieces`}>{formatYuan(piecesAmount)}</Descriptions.Item>
      {request.freight > 0 && (
        <Descriptions.Item label={t`Freight`}>{formatYuan(request.freight)}</Descriptions.Item>
      )}
      <Descriptions.Item label={paid ? t`Refunded` : t`Refund due`}>
        <Typography.Text strong data-testid="refund-amount">
          {formatYuan(request.amount)}
        </Typography.Text>
      </Descriptions.Item>
      {!settled && (
        <>
          <Descriptions.Item label={t`Points spent given back`}>
            {request.points_given}
          </Descriptions.Item>
          <Descriptions.Item label={t`Points earned taken back`}>
            {request.points_taken}
          </Descriptions.Item>
        </>
      )}
      <Descriptions.Item label={t`Order paid`}>
        {formatYuan(request.order.pay_amount)}
      </Descriptions.Item>
      {request.order.refunded_amount > 0 && (
        <Descriptions.Item label={t`Order refunded so far`}>
          {formatYuan(request.order.refunded_amount)}
        </Descriptions.Item>
      )}
      {request.refunded_at !== null && (
        <Descriptions.Item label={t`Paid back`}>
          {formatTime(request.refunded_at)}
        </Descriptions.Item>
      )}
      {request.payout_failed && (
        <Descriptions.Item label={t`Payout`}>
          <Typography.Text type="danger">
            <Trans>The provider could not pay it out: send it another way</Trans>
          </Typography.Text>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

import { CheckOutlined, DollarOutlined, EyeOutlined, InboxOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import type { ConsoleAfterSalesDetail } from '../../../../../contract/console-aftersales';
import { formatYuan } from '../../../lib/money';
import { meQuery } from '../../session/api';
import { useDecideAfterSales, type AfterSalesDecision } from '../api';
import { ReceiveDialog } from './ReceiveDialog';
import { RefuseDialog } from './RefuseDialog';

/**
 * The decisions the request's state allows and the staff member's rights give: customer service
 * reviews, agrees, refuses and refunds; the warehouse receives the parcel.
 */
export function AfterSalesDecisions({ request }: { request: ConsoleAfterSalesDetail }) {
  const { modal, message } = App.useApp();
  const { data: me } = useQuery(meQuery);
  const decide = useDecideAfterSales(request.id);
  const [dialog, setDialog] = useState<'refuse' | 'receive' | null>(null);
  const manages = me?.permissions.includes('aftersales.manage') ?? false;
  const receives = me?.permissions.includes('returns.receive') ?? false;
  const { actions, refund_no: refundNo } = request;
  const amount = formatYuan(request.amount);
  const run = (decision: AfterSalesDecision, done: string) =>
    decide
      .mutateAsync(decision)
      .then(() => void message.success(done))
      .catch((error: Error) => void message.error(error.message));
  const confirm = (title: string, content: string, okText: string, decision: AfterSalesDecision) =>
    modal.confirm({
      title,
      content,
      okText,
      cancelText: t`Back`,
      onOk: () => run(decision, t`After-sales request ${refundNo} updated`),
    });
  const agree = () =>
    confirm(
      t`Agree to after-sales request ${refundNo}?`,
      request.type === 'return'
        ? t`The shopper then sees the return address and sends the parcel back.`
        : t`${amount} is refunded to the shopper at once.`,
      request.type === 'return' ? t`Agree to the return` : t`Agree and refund`,
      { action: 'agree' },
    );
  const refund = () =>
    confirm(
      t`Refund ${amount} for after-sales request ${refundNo}?`,
      t`The money goes back the way the order was paid.`,
      t`Refund ${amount}`,
      { action: 'refund' },
    );
  const buttons = [
    manages && actions.review && (
      <Button
        key="review"
        icon={<EyeOutlined />}
        loading={decide.isPending}
        onClick={() => void run({ action: 'review' }, t`Review started`)}
      >
        <Trans>Start review</Trans>
      </Button>
    ),
    manages && actions.agree && (
      <Button key="agree" type="primary" icon={<CheckOutlined />} onClick={agree}>
        <Trans>Agree</Trans>
      </Button>
    ),
    receives && actions.receive && (
      <Button
        key="receive"
        type="primary"
        icon={<InboxOutlined />}
        onClick={() => setDialog('receive')}
      >
        <Trans>Parcel received</Trans>
      </Button>
    ),
    manages && actions.refund && (
      <Button key="refund" type="primary" icon={<DollarOutlined />} onClick={refund}>
        <Trans>Refund {amount}</Trans>
      </Button>
    ),
    manages && actions.refuse && (
      <Button key="refuse" danger onClick={() => setDialog('refuse')}>
        <Trans>Refuse</Trans>
      </Button>
    ),
  ].filter(Boolean);
  if (!buttons.length) return null;
  return (
    <>
      <Space wrap>{buttons}</Space>
      {dialog === 'refuse' && <RefuseDialog request={request} onClose={() => setDialog(null)} />}
      {dialog === 'receive' && <ReceiveDialog request={request} onClose={() => setDialog(null)} />}
    </>
  );
}

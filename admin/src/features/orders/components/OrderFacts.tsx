import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Descriptions, Space } from 'antd';
import type { ConsoleOrderDetail } from '../../../../../contract/console-orders';
import { InvoiceStateTag } from '../../invoices/components/InvoiceStateTag';
import { meQuery } from '../../session/api';
import { formatYuan } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { INVOICE_TYPE_NAMES, PAY_METHOD_NAMES } from '../words';

/** Who bought, where it goes, how it was paid and shipped. */
export function OrderFacts({ order }: { order: ConsoleOrderDetail }) {
  const { _ } = useLingui();
  const { address, member, shipment } = order;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'placed', label: t`Placed`, children: formatTime(order.created_at) },
        {
          key: 'member',
          label: t`Member`,
          children: `${member.name} ${member.mobile} (${member.card_no})`.trim(),
        },
        {
          key: 'receiver',
          label: t`Receiver`,
          children: `${address.receiver_name} ${address.receiver_mobile}`,
        },
        {
          key: 'address',
          label: t`Address`,
          children: `${address.province}${address.city}${address.area} ${address.address}`,
        },
        {
          key: 'payment',
          label: t`Payment`,
          children: order.pay_method
            ? `${_(PAY_METHOD_NAMES[order.pay_method])} · ${order.paid_at === null ? '—' : formatTime(order.paid_at)}`
            : t`Not paid (pay by ${formatTime(order.pay_deadline)})`,
        },
        {
          key: 'shipment',
          label: t`Shipment`,
          children: shipment
            ? `${shipment.carrier_name} ${shipment.tracking_no} · ${formatTime(shipment.shipped_at)}`
            : '—',
        },
        ...(order.remark
          ? [{ key: 'remark', label: t`Shopper's remark`, children: order.remark }]
          : []),
        ...(order.cancel_refuse_reason
          ? [
              {
                key: 'refused',
                label: t`Cancellation refused`,
                children: order.cancel_refuse_reason,
              },
            ]
          : []),
      ]}
    />
  );
}

/** What the order cost, from the regular prices down to what was paid, and what came back. */
export function OrderAmounts({ order }: { order: ConsoleOrderDetail }) {
  const a = order.amounts;
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'goods', label: t`Regular prices`, children: formatYuan(a.goods_amount) },
        { key: 'promotion', label: t`Promotion`, children: `−${formatYuan(a.product_discount)}` },
        { key: 'level', label: t`Member discount`, children: `−${formatYuan(a.member_discount)}` },
        { key: 'coupon', label: t`Coupon`, children: `−${formatYuan(a.coupon_amount)}` },
        {
          key: 'points',
          label: t`Points (${a.points_used})`,
          children: `−${formatYuan(a.points_amount)}`,
        },
        { key: 'freight', label: t`Shipping`, children: formatYuan(a.freight) },
        { key: 'paid', label: t`To pay`, children: <strong>{formatYuan(a.pay_amount)}</strong> },
        { key: 'refunded', label: t`Refunded`, children: formatYuan(a.refunded_amount) },
      ]}
    />
  );
}

/** The invoice the shopper asked for, with every detail they gave. */
export function InvoiceFacts({ order }: { order: ConsoleOrderDetail }) {
  const { _ } = useLingui();
  const { data: me } = useQuery(meQuery);
  const mayIssue = me?.permissions.includes('invoices.manage') ?? false;
  const invoice = order.invoice;
  if (!invoice) return <span>{t`No invoice asked for`}</span>;
  const type = INVOICE_TYPE_NAMES[invoice.invoice_type];
  const filled = (value: string) => value || '—';
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'type', label: t`Type`, children: type ? _(type) : invoice.invoice_type },
        { key: 'title', label: t`Title`, children: invoice.title },
        { key: 'tax', label: t`Tax number`, children: filled(invoice.tax_id) },
        { key: 'email', label: t`Email`, children: invoice.email },
        {
          key: 'bank',
          label: t`Bank`,
          children: filled(`${invoice.bank} ${invoice.bank_account}`.trim()),
        },
        {
          key: 'company',
          label: t`Company address`,
          children: filled(`${invoice.company_address} ${invoice.company_phone}`.trim()),
        },
        {
          key: 'status',
          label: t`State`,
          children: (
            <Space wrap>
              <InvoiceStateTag status={invoice.status} />
              {invoice.invoice_no}
              {mayIssue && (
                <Link to="/invoices/$invoiceId" params={{ invoiceId: String(invoice.id) }}>
                  <Trans>Open the invoice request</Trans>
                </Link>
              )}
            </Space>
          ),
        },
        { key: 'asked', label: t`Asked`, children: formatTime(invoice.created_at) },
      ]}
    />
  );
}

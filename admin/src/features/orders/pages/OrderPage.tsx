import { EditOutlined, PrinterOutlined, SendOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { meQuery } from '../../session/api';
import { orderQuery } from '../api';
import { CancellationDecision } from '../components/CancellationDecision';
import { InvoiceFacts, OrderAmounts, OrderFacts } from '../components/OrderFacts';
import { OrderStateTag } from '../components/OrderStateTag';
import { LinesTable, PaymentsTable, RefundsTable } from '../components/OrderTables';
import { OrderTimeline } from '../components/OrderTimeline';
import { ShipDialog } from '../components/ShipDialog';
import { listStateOf } from '../words';

/** One order whole: its lines, payments, refunds, address, invoice and life; ship or decide. */
export function OrderPage({ orderNo }: { orderNo: string }) {
  const { data: me } = useQuery(meQuery);
  const { data: order } = useQuery(orderQuery(orderNo));
  const [shipping, setShipping] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  if (!order) return null;
  const may = (permission: 'orders.ship' | 'orders.manage') =>
    me?.permissions.includes(permission) ?? false;
  const state = listStateOf(order);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <Link to="/orders">
              <Trans>Orders</Trans>
            </Link>
            <span>/</span>
            <Typography.Text strong copyable>
              {order.order_no}
            </Typography.Text>
            <OrderStateTag order={order} />
          </Space>
        }
        extra={
          <Space wrap>
            {may('orders.ship') && state === 'paid' && (
              <Button type="primary" icon={<SendOutlined />} onClick={() => setShipping(true)}>
                <Trans>Ship</Trans>
              </Button>
            )}
            {may('orders.ship') && order.shipment && (
              <Button icon={<EditOutlined />} onClick={() => setCorrecting(true)}>
                <Trans>Correct the shipment</Trans>
              </Button>
            )}
            <Link to="/orders/slip/$orderNo" params={{ orderNo: order.order_no }}>
              <Button icon={<PrinterOutlined />}>
                <Trans>Packing slip</Trans>
              </Button>
            </Link>
          </Space>
        }
      >
        {state === 'cancelling' && may('orders.manage') && <CancellationDecision order={order} />}
        <OrderFacts order={order} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title={t`Pieces`} size="small">
              <LinesTable lines={order.lines} />
            </Card>
            <Card title={t`Payments`} size="small">
              <PaymentsTable payments={order.payments} />
            </Card>
            <Card title={t`Refunds`} size="small">
              <RefundsTable refunds={order.refunds} />
            </Card>
            <Card title={t`Invoice`} size="small">
              <InvoiceFacts order={order} />
            </Card>
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title={t`Amounts`} size="small">
              <OrderAmounts order={order} />
            </Card>
            <Card title={t`Timeline`} size="small">
              <OrderTimeline events={order.timeline} />
            </Card>
          </Space>
        </Col>
      </Row>
      {shipping && <ShipDialog orderNo={order.order_no} open onClose={() => setShipping(false)} />}
      {correcting && order.shipment && (
        <ShipDialog
          orderNo={order.order_no}
          open
          shipped={{ carrier: order.shipment.carrier, tracking_no: order.shipment.tracking_no }}
          onClose={() => setCorrecting(false)}
        />
      )}
    </Space>
  );
}

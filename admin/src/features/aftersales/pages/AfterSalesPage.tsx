import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Row,
  Space,
  Table,
  Timeline,
  Typography,
} from 'antd';
import type { MessageDescriptor } from '@lingui/core';
import type {
  ConsoleAfterSalesDetail,
  ConsoleAfterSalesPiece,
} from '../../../../../contract/console-aftersales';
import { formatYuan } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { afterSalesQuery } from '../api';
import { AfterSalesDecisions } from '../components/AfterSalesDecisions';
import { AfterSalesStateTag } from '../components/AfterSalesStateTag';
import { RefundSummary } from '../components/RefundSummary';
import { AFTERSALES_TYPE_NAMES, HISTORY_NAMES, RECEIVED_STEP } from '../words';

const dash = (value: string) => value || '—';

/** The request's steps, with the parcel's arrival (a step of its own, not a status). */
function historyOf(request: ConsoleAfterSalesDetail): { name: MessageDescriptor; at: number }[] {
  const steps = request.history.map((step) => ({ name: HISTORY_NAMES[step.status], at: step.at }));
  if (request.received_at !== null) steps.push({ name: RECEIVED_STEP, at: request.received_at });
  return steps.sort((a, b) => a.at - b.at);
}

/** One after-sales request: what the shopper asked, the pieces, the refund due, and the decisions. */
export function AfterSalesPage({ refundId }: { refundId: number }) {
  const { _ } = useLingui();
  const { data: request } = useQuery(afterSalesQuery(refundId));
  if (!request) return null;
  const received = request.received_at !== null;
  const pieceColumns = [
    {
      title: t`Piece`,
      key: 'name',
      render: (_v: unknown, p: ConsoleAfterSalesPiece) => (
        <Space orientation="vertical" size={0}>
          <span>{[p.name, p.color_name, p.size].filter(Boolean).join(' · ')}</span>
          <Typography.Text type="secondary">{p.sku_code}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t`Quantity`,
      key: 'quantity',
      render: (_v: unknown, p: ConsoleAfterSalesPiece) => p.quantity,
    },
    {
      title: t`Refund`,
      key: 'amount',
      align: 'right' as const,
      render: (_v: unknown, p: ConsoleAfterSalesPiece) => formatYuan(p.amount),
    },
    ...(received
      ? [
          {
            title: t`Back to stock`,
            key: 'stock',
            render: (_v: unknown, p: ConsoleAfterSalesPiece) =>
              p.damaged ? (
                <Trans>
                  {p.quantity - p.damaged}, {p.damaged} damaged
                </Trans>
              ) : (
                p.quantity
              ),
          },
        ]
      : []),
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <Link to="/aftersales">
              <Trans>After-sales</Trans>
            </Link>
            <span>/</span>
            <Typography.Text strong copyable>
              {request.refund_no}
            </Typography.Text>
            <AfterSalesStateTag status={request.status} received_at={request.received_at} />
          </Space>
        }
        extra={
          <Link to="/orders/$orderNo" params={{ orderNo: request.order_no }}>
            <Button>
              <Trans>Open the order</Trans>
            </Button>
          </Link>
        }
      >
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <AfterSalesDecisions request={request} />
          {request.status === 'refused' && (
            <Alert
              type="warning"
              showIcon
              title={<Trans>Refused</Trans>}
              description={request.refuse_reason}
            />
          )}
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            title={<Trans>The shopper's request</Trans>}
          >
            <Descriptions.Item label={t`Type`}>
              {_(AFTERSALES_TYPE_NAMES[request.type])}
            </Descriptions.Item>
            <Descriptions.Item label={t`Reason`}>{request.reason}</Descriptions.Item>
            <Descriptions.Item label={t`Remark`}>{dash(request.remark)}</Descriptions.Item>
            <Descriptions.Item label={t`Contact`}>{dash(request.contact)}</Descriptions.Item>
            {request.type === 'return' && (
              <Descriptions.Item label={t`Return parcel`}>
                {request.express_no ? (
                  <Typography.Text copyable={{ text: request.express_no }}>
                    {request.express_company} {request.express_no}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="secondary">
                    <Trans>No tracking number given</Trans>
                  </Typography.Text>
                )}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t`Requested`}>
              {formatTime(request.created_at)}
            </Descriptions.Item>
            {request.received_at !== null && (
              <Descriptions.Item label={t`Parcel received`}>
                {formatTime(request.received_at)}
              </Descriptions.Item>
            )}
          </Descriptions>
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title={t`Pieces`} size="small">
              <Table<ConsoleAfterSalesPiece>
                rowKey="line_id"
                size="small"
                pagination={false}
                columns={pieceColumns}
                dataSource={request.pieces}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: t`An amount asked for before pieces were chosen` }}
              />
            </Card>
            <Card title={t`Order and member`} size="small">
              <Descriptions size="small" column={{ xs: 1, md: 2 }}>
                <Descriptions.Item label={t`Order number`}>
                  <Link to="/orders/$orderNo" params={{ orderNo: request.order.order_no }}>
                    {request.order.order_no}
                  </Link>
                </Descriptions.Item>
                <Descriptions.Item label={t`Receiver`}>
                  {request.order.receiver_name} {request.order.receiver_mobile}
                </Descriptions.Item>
                <Descriptions.Item label={t`Member`}>
                  {dash(request.member.name)} · {request.member.mobile}
                </Descriptions.Item>
                <Descriptions.Item label={t`Member number`}>
                  {request.member.card_no}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </Space>
        </Col>
        <Col xs={24} xl={9}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title={t`Refund`} size="small">
              <RefundSummary request={request} />
            </Card>
            <Card title={t`History`} size="small">
              <Timeline
                items={historyOf(request).map((step, index) => ({
                  key: `${step.at}-${index}`,
                  content: (
                    <span>
                      <Typography.Text strong>{_(step.name)}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary" className="console-time">
                        {formatTime(step.at)}
                      </Typography.Text>
                    </span>
                  ),
                }))}
              />
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}

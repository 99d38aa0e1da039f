import { DownloadOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, App, Button, Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import { formatYuan } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { downloadInvoicePdf, invoiceQuery } from '../api';
import { InvoiceStateTag } from '../components/InvoiceStateTag';
import { IssueInvoice } from '../components/IssueInvoice';
import { INVOICE_HEADER_NAMES, INVOICE_TYPE_NAMES } from '../words';

const dash = (value: string) => value || '—';

/** One invoice request: every detail the shopper gave, its order, and the decision on it. */
export function InvoicePage({ invoiceId }: { invoiceId: number }) {
  const { _ } = useLingui();
  const { message } = App.useApp();
  const { data: invoice } = useQuery(invoiceQuery(invoiceId));
  if (!invoice) return null;
  const pending = invoice.status === 'requested' || invoice.status === 'needs_service';
  const special = invoice.invoice_type === 'special';
  const download = () => {
    if (!invoice.pdf) return;
    downloadInvoicePdf(invoice.id, invoice.pdf.file_name).catch(
      (error: Error) => void message.error(error.message),
    );
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <Link to="/invoices">
              <Trans>Invoices</Trans>
            </Link>
            <span>/</span>
            <Typography.Text strong copyable>
              {invoice.order_no}
            </Typography.Text>
            <InvoiceStateTag status={invoice.status} />
          </Space>
        }
        extra={
          <Link to="/orders/$orderNo" params={{ orderNo: invoice.order_no }}>
            <Button>
              <Trans>Open the order</Trans>
            </Button>
          </Link>
        }
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          title={<Trans>What the shopper asked for</Trans>}
        >
          <Descriptions.Item label={t`Invoice type`}>
            {_(INVOICE_TYPE_NAMES[invoice.invoice_type])}
          </Descriptions.Item>
          <Descriptions.Item label={t`Header`}>
            {_(INVOICE_HEADER_NAMES[invoice.header_type])}
          </Descriptions.Item>
          <Descriptions.Item label={t`Title`}>
            <Typography.Text copyable>{invoice.title}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t`Tax number`}>
            {invoice.tax_id ? <Typography.Text copyable>{invoice.tax_id}</Typography.Text> : '—'}
          </Descriptions.Item>
          {special && (
            <>
              <Descriptions.Item label={t`Bank`}>{dash(invoice.bank)}</Descriptions.Item>
              <Descriptions.Item label={t`Bank account`}>
                <Typography.Text copyable>{invoice.bank_account}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t`Registered address`}>
                {dash(invoice.company_address)}
              </Descriptions.Item>
              <Descriptions.Item label={t`Registered phone`}>
                {dash(invoice.company_phone)}
              </Descriptions.Item>
            </>
          )}
          <Descriptions.Item label={t`Content`}>{dash(invoice.content)}</Descriptions.Item>
          <Descriptions.Item label={t`Amount`}>{formatYuan(invoice.amount)}</Descriptions.Item>
          <Descriptions.Item label={t`Email for the invoice`}>
            <Typography.Text copyable>{invoice.email}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t`Phone for the invoice`}>
            {dash(invoice.phone)}
          </Descriptions.Item>
          <Descriptions.Item label={t`Requested`}>
            {formatTime(invoice.created_at)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t`Decision`} size="small">
            {pending && <IssueInvoice invoice={invoice} />}
            {invoice.status === 'issued' && (
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t`Invoice number`}>
                  <Typography.Text strong copyable>
                    {invoice.invoice_no}
                  </Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={t`Issued`}>
                  {invoice.decided_at === null ? '—' : formatTime(invoice.decided_at)}
                </Descriptions.Item>
                <Descriptions.Item label={t`Invoice PDF`}>
                  {invoice.pdf ? (
                    <Button icon={<DownloadOutlined />} onClick={download}>
                      {invoice.pdf.file_name}
                    </Button>
                  ) : (
                    '—'
                  )}
                </Descriptions.Item>
              </Descriptions>
            )}
            {invoice.status === 'refused' && (
              <Alert
                type="warning"
                showIcon
                title={<Trans>Refused: the shopper may request it again</Trans>}
                description={invoice.refuse_reason}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t`Order and member`} size="small">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t`Order number`}>
                <Link to="/orders/$orderNo" params={{ orderNo: invoice.order.order_no }}>
                  {invoice.order.order_no}
                </Link>
              </Descriptions.Item>
              <Descriptions.Item label={t`Paid`}>
                {formatYuan(invoice.order.pay_amount)}
                {invoice.order.paid_at === null ? '' : ` · ${formatTime(invoice.order.paid_at)}`}
              </Descriptions.Item>
              {invoice.order.refunded_amount > 0 && (
                <Descriptions.Item label={t`Refunded`}>
                  {formatYuan(invoice.order.refunded_amount)}
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t`Receiver`}>
                {invoice.order.receiver_name} {invoice.order.receiver_mobile}
              </Descriptions.Item>
              <Descriptions.Item label={t`Member`}>
                {dash(invoice.member.name)} · {invoice.member.mobile}
              </Descriptions.Item>
              <Descriptions.Item label={t`Member number`}>
                {invoice.member.card_no}
              </Descriptions.Item>
              <Descriptions.Item label={t`Member's email`}>
                {dash(invoice.member.email)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

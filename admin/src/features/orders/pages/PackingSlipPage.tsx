import { PrinterOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Space } from 'antd';
import { formatTime } from '../../../lib/time';
import { orderQuery } from '../api';

/** The sheet that goes in the parcel: who it is for and what is in it, printed on A4. */
export function PackingSlipPage({ orderNo }: { orderNo: string }) {
  const { data: order } = useQuery(orderQuery(orderNo));
  if (!order) return null;
  const { address } = order;
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div>
      <Space className="console-no-print" style={{ marginBottom: 16 }}>
        <Link to="/orders/$orderNo" params={{ orderNo }}>
          <Button>
            <Trans>Back to the order</Trans>
          </Button>
        </Link>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </Space>
      <article className="packing-slip" aria-label={t`Packing slip`}>
        <header className="packing-slip-header">
          <div className="packing-slip-brand">MAISON</div>
          <div>
            <h1>
              <Trans>Packing slip</Trans>
            </h1>
            <div>
              <Trans>Order</Trans> {order.order_no}
            </div>
            <div>
              <Trans>Placed</Trans> {formatTime(order.created_at)}
            </div>
          </div>
        </header>
        <section className="packing-slip-address">
          <h2>
            <Trans>Deliver to</Trans>
          </h2>
          <div>
            {address.receiver_name} {address.receiver_mobile}
          </div>
          <div>
            {address.province}
            {address.city}
            {address.area} {address.address}
          </div>
        </section>
        <table className="packing-slip-lines">
          <thead>
            <tr>
              <th>{t`Reference`}</th>
              <th>{t`Piece`}</th>
              <th>{t`Colour`}</th>
              <th>{t`Size`}</th>
              <th>{t`Quantity`}</th>
              <th className="packing-slip-check">{t`Packed`}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.sn}</td>
                <td>
                  {line.name}
                  {line.personalisation && <div>{t`Personalised: ${line.personalisation}`}</div>}
                </td>
                <td>{line.color_name}</td>
                <td>{line.size}</td>
                <td>{line.quantity}</td>
                <td className="packing-slip-check">☐</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={4}>{t`Pieces in all`}</td>
              <td>{pieces}</td>
              <td />
            </tr>
          </tfoot>
        </table>
        {order.remark && (
          <p>
            <Trans>Shopper's remark: {order.remark}</Trans>
          </p>
        )}
        <footer className="packing-slip-footer">
          <Trans>
            Thank you for shopping with MAISON. Returns within 7 days of receipt: see the returns
            policy in your account.
          </Trans>
        </footer>
      </article>
    </div>
  );
}

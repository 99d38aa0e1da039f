import { ReloadOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge, Button, Card, Col, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatShopTime } from '../../../lib/time';
import { dashboardQuery } from '../api';
import { PaymentsChart } from '../components/PaymentsChart';
import { SalesCard } from '../components/SalesCard';
import { SalesChart } from '../components/SalesChart';
import { LowStockTable, TopPiecesTable } from '../components/StockTables';
import { AfterSalesTable, AppointmentsTable, CancellationsTable } from '../components/WorkTables';

/** A card's title with how many there are in all, when the card shows only the first. */
function counted(title: ReactNode, total: number) {
  return (
    <Space size={8}>
      {title}
      <Badge count={total} showZero color={total > 0 ? '#b08d57' : '#d9d9d9'} overflowCount={999} />
    </Space>
  );
}

/** The day's and the week's trade in the shop's time, and the work waiting for the team. */
export function DashboardPage() {
  const { data, isFetching, refetch } = useQuery(dashboardQuery);
  if (!data) return null;
  const asOf = formatShopTime(data.at);
  const { today, week_from: monday } = data;
  const { threshold } = data.low_stock;
  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <div className="console-page-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          <Trans>Dashboard</Trans>
        </Typography.Title>
        <Space>
          <Typography.Text type="secondary">
            <Trans>As of {asOf}, Beijing time</Trans>
          </Typography.Text>
          <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
            <Trans>Refresh</Trans>
          </Button>
        </Space>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <SalesCard title={t`Today (${today})`} figures={data.today_sales} testId="today" />
        </Col>
        <Col xs={24} xl={12}>
          <SalesCard
            title={t`This week (since Monday ${monday})`}
            figures={data.week_sales}
            testId="week"
          />
        </Col>
        <Col xs={24} lg={16}>
          <Card title={t`The last 7 days`} size="small">
            <SalesChart days={data.days} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t`This week by payment method`} size="small">
            <PaymentsChart payments={data.payments} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t`Best sellers this week`} size="small">
            <TopPiecesTable pieces={data.top_pieces} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={counted(t`Low stock (${threshold} or fewer left)`, data.low_stock.total)}
            size="small"
          >
            <LowStockTable skus={data.low_stock.items} />
          </Card>
        </Col>
        <Col xs={24} lg={12} xxl={8}>
          <Card title={counted(t`After-sales to handle`, data.after_sales.total)} size="small">
            <AfterSalesTable requests={data.after_sales.items} />
          </Card>
        </Col>
        <Col xs={24} lg={12} xxl={8}>
          <Card
            title={counted(t`Cancellations to answer`, data.cancellations.total)}
            extra={
              <Link to="/orders" search={{ state: 'cancelling' }}>
                <Trans>All</Trans>
              </Link>
            }
            size="small"
          >
            <CancellationsTable orders={data.cancellations.items} />
          </Card>
        </Col>
        <Col xs={24} xxl={8}>
          <Card
            title={counted(t`Appointments today`, data.appointments.total)}
            extra={
              <Link to="/appointments" search={{ from: today, to: today }}>
                <Trans>All</Trans>
              </Link>
            }
            size="small"
          >
            <AppointmentsTable appointments={data.appointments.items} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

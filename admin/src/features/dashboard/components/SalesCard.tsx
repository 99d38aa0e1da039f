import { t } from '@lingui/core/macro';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import type { SalesFigures } from '../../../../../contract/dashboard';
import { yuan } from '../../../../../contract/numbers';

interface Props {
  title: ReactNode;
  figures: SalesFigures;
  testId: string;
}

/** A period's paid orders, sales and average basket. */
export function SalesCard({ title, figures, testId }: Props) {
  return (
    <Card title={title} size="small" data-testid={testId}>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Statistic title={t`Paid orders`} value={figures.orders} />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title={t`Sales`} value={yuan(figures.sales)} />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title={t`Average basket`} value={yuan(figures.average_basket)} />
        </Col>
      </Row>
    </Card>
  );
}

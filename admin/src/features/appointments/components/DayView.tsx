import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, List, Progress, Row, Space, Typography } from 'antd';
import { dayQuery } from '../api';
import { BookingActions } from './BookingActions';
import { CloseDay } from './CloseDay';
import { StatusTag } from './StatusTag';

/** One boutique's day: each period with its places and its bookings, with the members' notes. */
export function DayView({ storeId, date }: { storeId: number; date: string }) {
  const { data, isFetching } = useQuery(dayQuery(storeId, date));
  if (!data) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <CloseDay day={data} />
      <Row gutter={[16, 16]}>
        {data.slots.map((slot) => (
          <Col key={slot.period} xs={24} lg={8}>
            <Card
              size="small"
              loading={isFetching && !data}
              data-testid={`slot-${slot.period}`}
              title={`${slot.period_name} ${slot.hours}`}
              extra={
                <Typography.Text type="secondary">
                  {t`${slot.taken} of ${slot.places} places taken`}
                </Typography.Text>
              }
            >
              <Progress
                percent={Math.round((slot.taken / slot.places) * 100)}
                showInfo={false}
                size="small"
                status={slot.taken >= slot.places ? 'exception' : 'normal'}
              />
              {slot.appointments.length ? (
                <List
                  dataSource={slot.appointments}
                  renderItem={(a) => (
                    <List.Item key={a.id} data-testid={`booking-${a.id}`}>
                      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
                        <Space wrap>
                          <Typography.Text strong>
                            {a.name} {a.title}
                          </Typography.Text>
                          <StatusTag booking={a} />
                        </Space>
                        <Typography.Text type="secondary">
                          {a.mobile} · {a.service_type_name} · {a.clothing_type_name}
                        </Typography.Text>
                        {a.remark && (
                          <Typography.Text>
                            <Trans>Note:</Trans> {a.remark}
                          </Typography.Text>
                        )}
                        {a.staff_message && (
                          <Typography.Text type="secondary">
                            <Trans>Told the member:</Trans> {a.staff_message}
                          </Typography.Text>
                        )}
                        <BookingActions booking={a} />
                      </Space>
                    </List.Item>
                  )}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No bookings`} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </Space>
  );
}

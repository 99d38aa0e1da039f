import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import { formatYuan } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { washingRequestQuery } from '../api';
import { CareActions } from '../components/CareActions';
import { StageTag } from '../components/StageTag';

const dash = (value: string) => value || '—';
const when = (at: number | null) => (at === null ? '—' : formatTime(at));

/** One washing request: the member, the drop-off, the member's note, and its care. */
export function WashingRequestPage({ requestId }: { requestId: number }) {
  const { data: request } = useQuery(washingRequestQuery(requestId));
  if (!request) return null;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <Link to="/washing">
              <Trans>Washing requests</Trans>
            </Link>
            <span>/</span>
            <Typography.Text strong>#{request.id}</Typography.Text>
            <StageTag stage={request.stage} />
          </Space>
        }
        extra={
          <Link to="/members/$memberId" params={{ memberId: String(request.member_id) }}>
            <Trans>Open the member</Trans>
          </Link>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t`Member`}>
            {request.name} {request.title} · {request.member_card_no}
          </Descriptions.Item>
          <Descriptions.Item label={t`Mobile`}>
            <Typography.Text copyable>{request.mobile}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t`Boutique`}>{request.store_name}</Descriptions.Item>
          <Descriptions.Item label={t`Drop-off`}>
            {request.date} {request.hours}
          </Descriptions.Item>
          <Descriptions.Item label={t`Care`}>{request.care_name}</Descriptions.Item>
          <Descriptions.Item label={t`Clothing type`}>
            {request.clothing_type_name}
          </Descriptions.Item>
          <Descriptions.Item label={t`Member's note`} span={2}>
            {dash(request.remark)}
          </Descriptions.Item>
          <Descriptions.Item label={t`Requested`}>{when(request.created_at)}</Descriptions.Item>
          <Descriptions.Item label={t`Price`}>
            {request.price === null ? '—' : formatYuan(request.price)}
          </Descriptions.Item>
          {request.staff_message ? (
            <Descriptions.Item label={t`Told the member`} span={2}>
              {request.staff_message}
            </Descriptions.Item>
          ) : null}
          {request.pickup_notice ? (
            <Descriptions.Item label={t`Pick-up notice`} span={2}>
              {request.pickup_notice}
              <Typography.Text type="secondary"> · {when(request.notified_at)}</Typography.Text>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={t`Care`} size="small">
            {request.stage === 'cancelled' ? (
              <Typography.Text type="secondary">
                <Trans>The request is cancelled: its care can no longer be changed.</Trans>
              </Typography.Text>
            ) : (
              <CareActions request={request} />
            )}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Row } from 'antd';
import { formatTime } from '../../../lib/time';
import { meQuery } from '../../session/api';
import { ROLE_NAMES } from '../../session/roles';
import { ChangePasswordCard } from '../components/ChangePasswordCard';
import { SecondFactorCard } from '../components/SecondFactorCard';

/** The staff member's own account: who they are, their password, their second factor. */
export function AccountPage() {
  const { _ } = useLingui();
  const { data: me } = useQuery(meQuery);
  if (!me) return null;
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card title={t`My account`}>
          <Descriptions column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t`Account`}>{me.account}</Descriptions.Item>
            <Descriptions.Item label={t`Name`}>{me.display_name}</Descriptions.Item>
            <Descriptions.Item label={t`Role`}>{_(ROLE_NAMES[me.role])}</Descriptions.Item>
            <Descriptions.Item label={t`Added`}>{formatTime(me.created_at)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <SecondFactorCard me={me} />
      </Col>
      <Col xs={24} lg={12}>
        <ChangePasswordCard />
      </Col>
    </Row>
  );
}

import { AuditOutlined, EditOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Card, Col, Descriptions, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatYuan } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { meQuery } from '../../session/api';
import { memberQuery, type AdjustTarget } from '../api';
import { AdjustDialog } from '../components/AdjustDialog';
import {
  AddressList,
  BalanceHistory,
  CouponList,
  MemberOrders,
  PointsHistory,
} from '../components/MemberHistory';
import { MemberNotes } from '../components/MemberNotes';

/**
 * One member: who they are, their level, points, balance and coupons, their orders and
 * addresses, the staff's notes; points and balance adjusted by those with the right.
 */
export function MemberPage({ memberId }: { memberId: number }) {
  const { data: me } = useQuery(meQuery);
  const { data: member } = useQuery(memberQuery(memberId));
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  if (!member) return null;
  const may = (permission: 'members.write' | 'members.notes' | 'audit.read') =>
    me?.permissions.includes(permission) ?? false;
  const totalOrders = member.orders.total;
  const shownOrders = member.orders.items.length;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <Link to="/members">
              <Trans>Members</Trans>
            </Link>
            <span>/</span>
            <Typography.Text strong>{member.name || member.card_no}</Typography.Text>
            <Tag color="gold">{member.level.name}</Tag>
          </Space>
        }
        extra={
          <Space wrap>
            {may('members.write') && (
              <>
                <Button icon={<EditOutlined />} onClick={() => setAdjusting('points')}>
                  <Trans>Adjust points</Trans>
                </Button>
                <Button icon={<EditOutlined />} onClick={() => setAdjusting('balance')}>
                  <Trans>Adjust balance</Trans>
                </Button>
              </>
            )}
            {may('audit.read') && (
              <Link to="/audit" search={{ record_type: 'member', record_id: String(member.id) }}>
                <Button icon={<AuditOutlined />}>
                  <Trans>Audit log</Trans>
                </Button>
              </Link>
            )}
          </Space>
        }
      >
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={12} md={6}>
            <Statistic title={t`Points`} value={member.points} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t`Lifetime points`} value={member.lifetime_points} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t`Balance`} value={formatYuan(member.balance)} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t`Usable coupons`} value={member.coupons.counts.usable} />
          </Col>
        </Row>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'card', label: t`Member number`, children: member.card_no },
            {
              key: 'mobile',
              label: t`Mobile`,
              children: <Typography.Text copyable>{member.mobile}</Typography.Text>,
            },
            { key: 'name', label: t`Name`, children: member.name || '—' },
            { key: 'email', label: t`Email`, children: member.email || '—' },
            { key: 'birthday', label: t`Birthday`, children: member.birthday || '—' },
            { key: 'joined', label: t`Joined`, children: formatTime(member.created_at) },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card
              size="small"
              title={t`Orders`}
              extra={
                totalOrders > shownOrders ? (
                  <Link to="/orders" search={{ member: member.card_no }}>
                    <Trans>All {totalOrders} orders</Trans>
                  </Link>
                ) : undefined
              }
            >
              <MemberOrders orders={member.orders.items} />
            </Card>
            <Card size="small" title={t`Points history`}>
              <PointsHistory records={member.points_history} />
            </Card>
            <Card size="small" title={t`Balance history`}>
              <BalanceHistory entries={member.balance_history} />
            </Card>
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card size="small" title={t`Notes`}>
              <MemberNotes
                memberId={member.id}
                notes={member.notes}
                mayWrite={may('members.notes')}
              />
            </Card>
            <Card size="small" title={t`Usable coupons`}>
              <CouponList coupons={member.coupons.usable} />
            </Card>
            <Card size="small" title={t`Addresses`}>
              <AddressList addresses={member.addresses} />
            </Card>
          </Space>
        </Col>
      </Row>
      {adjusting && (
        <AdjustDialog
          memberId={member.id}
          target={adjusting}
          held={adjusting === 'points' ? member.points : member.balance}
          onClose={() => setAdjusting(null)}
        />
      )}
    </Space>
  );
}

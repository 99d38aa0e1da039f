import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ConsolePromotion } from '../../../../../contract/console-marketing';
import { promotionsQuery, useClosePromotion } from '../api';
import { MarketingTabs } from '../components/MarketingTabs';
import { PromotionEditorDialog } from '../components/PromotionEditorDialog';
import { PromotionPiecesDrawer } from '../components/PromotionPiecesDrawer';
import { COUPON_STATE_COLOURS, COUPON_STATE_NAMES, type CouponState } from '../words';

const day = (ms: number | null) => (ms === null ? '—' : dayjs(ms).format('YYYY-MM-DD'));

function promotionState(promotion: ConsolePromotion, now: number): CouponState {
  if (promotion.ends_at !== null && promotion.ends_at <= now) return 'ended';
  return promotion.starts_at !== null && promotion.starts_at > now ? 'scheduled' : 'active';
}

/**
 * The catalogue's promotions, from the feed's files or made here: create one, change it, choose
 * its pieces, end it early or delete one that has not started.
 */
export function PromotionsPage() {
  const { _, i18n } = useLingui();
  const { message } = App.useApp();
  const { data, isFetching } = useQuery(promotionsQuery);
  const [editing, setEditing] = useState<ConsolePromotion | 'new' | null>(null);
  const [pieces, setPieces] = useState<ConsolePromotion | null>(null);
  const end = useClosePromotion('end');
  const remove = useClosePromotion('delete');
  const close = (action: typeof end, promotion: ConsolePromotion, done: string) =>
    action.mutate(promotion, {
      onSuccess: () => void message.success(done),
      onError: (error) => void message.error(error.message),
    });
  const english = i18n.locale === 'en';
  const now = Date.now();
  const columns: TableColumnsType<ConsolePromotion> = [
    {
      title: t`Promotion name`,
      key: 'name',
      render: (_value, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{english ? row.name_en : row.name_cn}</Typography.Text>
          <Typography.Text type="secondary">{english ? row.tag_en : row.tag_cn}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t`Discount`,
      key: 'discount',
      align: 'right',
      render: (_value, row) => (row.discount_percent ? `${row.discount_percent}%` : '—'),
    },
    { title: t`Pieces`, key: 'pieces', align: 'right', render: (_value, row) => row.pieces },
    {
      title: t`Runs`,
      key: 'dates',
      render: (_value, row) =>
        row.starts_at === null && row.ends_at === null ? (
          t`Always`
        ) : (
          <span className="console-time" style={{ whiteSpace: 'nowrap' }}>
            {day(row.starts_at)} – {day(row.ends_at)}
          </span>
        ),
    },
    {
      title: t`With coupons / points`,
      key: 'combines',
      render: (_value, row) =>
        `${row.is_coupon ? t`Yes` : t`No`} / ${row.is_integral ? t`Yes` : t`No`}`,
    },
    {
      title: t`State`,
      key: 'state',
      render: (_value, row) => {
        const state = promotionState(row, now);
        return <Tag color={COUPON_STATE_COLOURS[state]}>{_(COUPON_STATE_NAMES[state])}</Tag>;
      },
    },
    {
      title: t`Actions`,
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => {
        const state = promotionState(row, now);
        const name = english ? row.name_en : row.name_cn;
        return (
          <Space>
            <Button size="small" onClick={() => setEditing(row)}>
              <Trans>Edit</Trans>
            </Button>
            <Button size="small" type="primary" onClick={() => setPieces(row)}>
              <Trans>Pieces</Trans>
            </Button>
            {state === 'active' && (
              <Popconfirm
                title={t`End “${name}” now?`}
                description={t`Its pieces sell at their regular price from now on.`}
                okText={t`End now`}
                cancelText={t`Cancel`}
                onConfirm={() => close(end, row, t`Promotion ended`)}
              >
                <Button size="small" danger>
                  <Trans>End now</Trans>
                </Button>
              </Popconfirm>
            )}
            {state === 'scheduled' && (
              <Popconfirm
                title={t`Delete “${name}”?`}
                description={t`It has not started; its pieces keep their regular price.`}
                okText={t`Delete`}
                cancelText={t`Cancel`}
                onConfirm={() => close(remove, row, t`Promotion deleted`)}
              >
                <Button size="small" danger>
                  <Trans>Delete</Trans>
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];
  return (
    <Card
      title={<Trans>Marketing</Trans>}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          <Trans>New promotion</Trans>
        </Button>
      }
    >
      <MarketingTabs current="promotions" />
      <Table<ConsolePromotion>
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t`No promotions in the catalogue` }}
        pagination={false}
      />
      {editing && (
        <PromotionEditorDialog
          promotion={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {pieces && <PromotionPiecesDrawer promotion={pieces} onClose={() => setPieces(null)} />}
    </Card>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
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
import type { ConsoleCoupon } from '../../../../../contract/console-marketing';
import { formatYuan } from '../../../lib/money';
import { MARKETING_PAGE_SIZE, couponsQuery, useDisableCoupon } from '../api';
import { IssueCouponDialog } from '../components/IssueCouponDialog';
import { MarketingTabs } from '../components/MarketingTabs';
import { NewCouponDialog } from '../components/NewCouponDialog';
import { couponDiscountWords, couponLimitWords } from '../coupon-rule';
import type { CouponsSearch } from '../search';
import { COUPON_STATE_COLOURS, COUPON_STATE_NAMES, couponState } from '../words';

interface Props {
  search: CouponsSearch;
  onSearch: (search: CouponsSearch) => void;
}

const day = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

/** The coupons the team created, newest first: create one, give it out, disable it. */
export function CouponsPage({ search, onSearch }: Props) {
  const { _, i18n } = useLingui();
  const { message } = App.useApp();
  const { data, isFetching } = useQuery(couponsQuery(search));
  const [creating, setCreating] = useState(false);
  const [issuing, setIssuing] = useState<ConsoleCoupon | null>(null);
  const disable = useDisableCoupon();
  const now = Date.now();
  const english = i18n.locale === 'en';
  const disableCoupon = (coupon: ConsoleCoupon) =>
    disable.mutate(coupon.id, {
      onSuccess: () => void message.success(t`Coupon disabled`),
      onError: (error) => void message.error(error.message),
    });
  const columns: TableColumnsType<ConsoleCoupon> = [
    {
      title: t`Coupon`,
      key: 'name',
      render: (_value, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{english ? row.name_en : row.name_cn}</Typography.Text>
          <Typography.Text type="secondary">
            {english ? row.description_en : row.description_cn}
          </Typography.Text>
          {row.redeem_code && (
            <Typography.Text type="secondary">
              <Trans>Redeem code</Trans> <Typography.Text code>{row.redeem_code}</Typography.Text>
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t`Rule`,
      key: 'rule',
      render: (_value, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{couponDiscountWords(row)}</Typography.Text>
          <Typography.Text type="secondary">{couponLimitWords(row, english)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t`Minimum spend`,
      key: 'min_spend',
      align: 'right',
      render: (_value, row) => (row.min_spend ? formatYuan(row.min_spend) : t`None`),
    },
    {
      title: t`Valid`,
      key: 'dates',
      render: (_value, row) => (
        <Space orientation="vertical" size={0} className="console-time">
          <span>{day(row.starts_at)}</span>
          <span>{day(row.ends_at)}</span>
        </Space>
      ),
    },
    {
      title: t`State`,
      key: 'state',
      render: (_value, row) => {
        const state = couponState(row, now);
        return <Tag color={COUPON_STATE_COLOURS[state]}>{_(COUPON_STATE_NAMES[state])}</Tag>;
      },
    },
    {
      title: t`Given / used`,
      key: 'counts',
      align: 'right',
      render: (_value, row) =>
        `${row.issued.toLocaleString('en-US')} / ${row.used.toLocaleString('en-US')}`,
    },
    {
      title: t`Actions`,
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => {
        const state = couponState(row, now);
        if (state === 'disabled' || state === 'ended') return null;
        const name = english ? row.name_en : row.name_cn;
        return (
          <Space>
            <Button size="small" type="primary" onClick={() => setIssuing(row)}>
              <Trans>Issue coupon</Trans>
            </Button>
            <Popconfirm
              title={t`Disable “${name}”?`}
              description={t`It can no longer be given; coupons already given stay valid.`}
              okText={t`Disable`}
              cancelText={t`Cancel`}
              onConfirm={() => disableCoupon(row)}
            >
              <Button size="small" danger>
                <Trans>Disable</Trans>
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];
  return (
    <Card
      title={<Trans>Marketing</Trans>}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          <Trans>New coupon</Trans>
        </Button>
      }
    >
      <MarketingTabs current="coupons" />
      <Table<ConsoleCoupon>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t`No coupons yet` }}
        pagination={{
          current: data?.page ?? search.page ?? 1,
          pageSize: MARKETING_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => plural(total, { one: '# coupon', other: '# coupons' }),
          onChange: (page) => onSearch(page > 1 ? { page } : {}),
        }}
      />
      {creating && <NewCouponDialog onClose={() => setCreating(false)} />}
      {issuing && <IssueCouponDialog coupon={issuing} onClose={() => setIssuing(null)} />}
    </Card>
  );
}

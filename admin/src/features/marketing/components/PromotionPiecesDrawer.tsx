import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Drawer,
  Form,
  Input,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import type { ConsolePromotion, PromotionPiece } from '../../../../../contract/console-marketing';
import { formatYuan } from '../../../lib/money';
import { promotionPiecesQuery, usePromotionPieces } from '../api';

/** Style numbers as typed: one a line, or separated by commas or spaces. */
const snsOf = (text: string) =>
  text
    .split(/[\s,，、;；]+/)
    .map((sn) => sn.trim())
    .filter(Boolean);

/**
 * A promotion's pieces, with their regular and promotional prices: add several by style number
 * at once, or take the chosen ones out. A refusal names the style numbers the shop does not know
 * and the pieces in another promotion, and changes nothing.
 */
export function PromotionPiecesDrawer({
  promotion,
  onClose,
}: {
  promotion: ConsolePromotion;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const { message } = App.useApp();
  const english = i18n.locale === 'en';
  const { data, isFetching } = useQuery(promotionPiecesQuery(promotion.id));
  const add = usePromotionPieces(promotion.id, 'add');
  const remove = usePromotionPieces(promotion.id, 'remove');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const current = data?.promotion ?? promotion;
  const name = english ? current.name_en : current.name_cn;
  const error = add.error ?? remove.error;

  const addPieces = () => {
    const sns = snsOf(typed);
    if (!sns.length) return;
    remove.reset();
    add.mutate(
      { sns, version: current.version },
      {
        onSuccess: () => {
          setTyped('');
          void message.success(
            plural(sns.length, { one: '# piece added', other: '# pieces added' }),
          );
        },
      },
    );
  };
  const removePieces = () => {
    add.reset();
    remove.mutate(
      { sns: chosen, version: current.version },
      {
        onSuccess: () => {
          void message.success(
            plural(chosen.length, { one: '# piece taken out', other: '# pieces taken out' }),
          );
          setChosen([]);
        },
      },
    );
  };

  const columns: TableColumnsType<PromotionPiece> = [
    {
      title: t`Style number`,
      dataIndex: 'sn',
      render: (sn: string) => <Typography.Text code>{sn}</Typography.Text>,
    },
    {
      title: t`Piece`,
      key: 'name',
      render: (_value, row) => (
        <Space size={4}>
          <span>{english ? row.name_en : row.name_cn}</span>
          {!row.on_sale && <Tag>{t`Off sale`}</Tag>}
        </Space>
      ),
    },
    {
      title: t`Regular price`,
      key: 'original_price',
      align: 'right',
      render: (_value, row) => formatYuan(row.original_price),
    },
    {
      title: t`Promotional price`,
      key: 'price',
      align: 'right',
      render: (_value, row) => <Typography.Text strong>{formatYuan(row.price)}</Typography.Text>,
    },
  ];

  return (
    <Drawer title={t`Pieces of “${name}”`} open size={880} onClose={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        {current.discount_percent ? (
          <Trans>
            While the promotion runs its pieces sell at their regular price less{' '}
            {current.discount_percent}%, to the whole yuan.
          </Trans>
        ) : (
          <Trans>This promotion only labels its pieces: they sell at their regular price.</Trans>
        )}
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={addPieces}>
        <Form.Item
          label={t`Style numbers to add`}
          htmlFor="promotion-pieces-sns"
          extra={t`One a line, or separated by commas or spaces`}
        >
          <Input.TextArea
            id="promotion-pieces-sns"
            rows={3}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="MA25-W-CO-0012"
          />
        </Form.Item>
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" loading={add.isPending} disabled={!typed.trim()}>
            <Trans>Add pieces</Trans>
          </Button>
          <Button
            danger
            disabled={!chosen.length}
            loading={remove.isPending}
            onClick={removePieces}
          >
            <Trans>Take out the chosen pieces</Trans>
          </Button>
        </Space>
      </Form>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <Table<PromotionPiece>
        rowKey="sn"
        size="small"
        columns={columns}
        dataSource={data?.pieces ?? []}
        loading={isFetching}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys.map(String)),
        }}
        locale={{ emptyText: t`No pieces in this promotion yet` }}
        pagination={{
          pageSize: 50,
          hideOnSinglePage: true,
          showSizeChanger: false,
          showTotal: (total) => plural(total, { one: '# piece', other: '# pieces' }),
        }}
      />
    </Drawer>
  );
}

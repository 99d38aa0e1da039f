import { InboxOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  Alert,
  App,
  Button,
  Card,
  Space,
  Table,
  Tag,
  Typography,
  Upload,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import type { BulkShipLine } from '../../../../../contract/console-orders';
import { useBulkShip } from '../api';

const OUTCOME_COLOURS: Record<BulkShipLine['outcome'], string> = {
  ready: 'blue',
  shipped: 'green',
  refused: 'red',
};

/**
 * Ships many orders from a CSV file (order number, carrier, tracking number): the file is read
 * in a dry run first, each line with what would become of it, and shipped once confirmed.
 */
export function BulkShipPage() {
  const { message } = App.useApp();
  const bulk = useBulkShip();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const report = bulk.data;
  const outcomeName: Record<BulkShipLine['outcome'], string> = {
    ready: t`Ready to ship`,
    shipped: t`Shipped`,
    refused: t`Refused`,
  };
  const read = (chosen: File) => {
    void chosen.text().then((csv) => {
      setFile({ name: chosen.name, csv });
      bulk.mutate({ csv, apply: false });
    });
    return false;
  };
  const apply = () => {
    if (!file) return;
    bulk.mutate(
      { csv: file.csv, apply: true },
      {
        onSuccess: (done) => {
          void message.success(t`${done.shipped} orders shipped`);
          setFile(null);
        },
      },
    );
  };
  const columns: TableColumnsType<BulkShipLine> = [
    { title: t`Line`, dataIndex: 'line', key: 'line', width: 80 },
    { title: t`Order number`, dataIndex: 'order_no', key: 'order_no' },
    { title: t`Carrier`, dataIndex: 'carrier', key: 'carrier' },
    { title: t`Tracking number`, dataIndex: 'tracking_no', key: 'tracking_no' },
    {
      title: t`Outcome`,
      key: 'outcome',
      render: (_value, line) => (
        <Space orientation="vertical" size={2}>
          <Tag color={OUTCOME_COLOURS[line.outcome]}>{outcomeName[line.outcome]}</Tag>
          {line.msg && <Typography.Text type="danger">{line.msg}</Typography.Text>}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={
        <Space>
          <Link to="/orders">
            <Trans>Orders</Trans>
          </Link>
          <span>/</span>
          <Trans>Ship from a file</Trans>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        <Trans>
          A CSV file with one order a line: order number, carrier (SF, EMS or JD), tracking number.
          A first line naming the columns is skipped. Nothing is shipped before you confirm.
        </Trans>
      </Typography.Paragraph>
      <Upload.Dragger
        accept=".csv,text/csv"
        showUploadList={false}
        beforeUpload={read}
        disabled={bulk.isPending}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          <Trans>Click or drop a CSV file here</Trans>
        </p>
        {file && <p className="ant-upload-hint">{file.name}</p>}
      </Upload.Dragger>
      {bulk.error && (
        <Alert type="error" showIcon title={bulk.error.message} style={{ marginTop: 16 }} />
      )}
      {report && (
        <Space orientation="vertical" size={16} style={{ width: '100%', marginTop: 16 }}>
          <Alert
            type={report.refused > 0 ? 'warning' : 'success'}
            showIcon
            title={
              report.applied
                ? t`${report.shipped} orders shipped, ${report.refused} lines refused`
                : t`Dry run: ${report.ready} orders can be shipped, ${report.refused} lines are refused`
            }
            action={
              !report.applied &&
              report.ready > 0 && (
                <Button type="primary" onClick={apply} loading={bulk.isPending}>
                  {t`Ship ${report.ready} orders`}
                </Button>
              )
            }
          />
          <Table<BulkShipLine>
            rowKey="line"
            columns={columns}
            dataSource={report.lines}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            size="small"
            scroll={{ x: 'max-content' }}
          />
        </Space>
      )}
    </Card>
  );
}

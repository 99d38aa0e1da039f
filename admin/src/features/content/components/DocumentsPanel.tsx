import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Space, Table, Tag, Typography } from 'antd';
import type { ConsoleDocumentEntry } from '../../../../../contract/console-documents';
import { formatTime } from '../../../lib/time';
import { documentsQuery } from '../api';

/** The shop's documents: policies, questions and one-off texts, each opened to be edited. */
export function DocumentsPanel() {
  const { data: documents = [] } = useQuery(documentsQuery);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        <Trans>
          The shop’s policies and help pages. A published text reaches shoppers within seconds.
        </Trans>
      </Typography.Text>
      <Table<ConsoleDocumentEntry>
        rowKey="code"
        size="middle"
        pagination={false}
        dataSource={documents}
        scroll={{ x: 700 }}
        columns={[
          {
            key: 'title',
            title: t`Document`,
            render: (_value, doc) => (
              <Space orientation="vertical" size={0}>
                <Link to="/content/documents/$code" params={{ code: doc.code }}>
                  {doc.titles.cn || doc.code}
                </Link>
                <Typography.Text type="secondary">{doc.titles.en}</Typography.Text>
              </Space>
            ),
          },
          { key: 'code', title: t`Code`, dataIndex: 'code' },
          {
            key: 'listed',
            title: t`Shown in`,
            render: (_value, doc) =>
              doc.listed ? (
                <Tag color="blue">{t`Policies and help`}</Tag>
              ) : (
                <Tag>{t`By its link only`}</Tag>
              ),
          },
          {
            key: 'updated',
            title: t`Updated`,
            render: (_value, doc) => (doc.updated_at ? formatTime(doc.updated_at) : '—'),
          },
        ]}
      />
    </Space>
  );
}

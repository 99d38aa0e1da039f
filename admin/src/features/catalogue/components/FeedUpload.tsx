import { FolderOpenOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Descriptions,
  Space,
  Table,
  Typography,
  Upload,
  type TableColumnsType,
} from 'antd';
import { useRef, useState } from 'react';
import {
  CATALOGUE_FEED_MAX_BYTES,
  type CatalogueFeedInput,
  type CatalogueFileProblem,
} from '../../../../../contract/console-catalogue';
import { fileBase64 } from '../../../lib/files';
import { useCatalogueFeed } from '../api';

/** A file of a folder chosen whole: its path inside the folder. */
const pathOf = (file: File) => file.webkitRelativePath || file.name;

/**
 * A feed folder (catalogue.csv or .xlsx, the reference files, the pictures): checked in a dry run
 * that tells what importing it would change, imported once confirmed, all or nothing.
 */
export function FeedUpload() {
  const { message } = App.useApp();
  const feedCall = useCatalogueFeed();
  const [unlistMissing, setUnlistMissing] = useState(false);
  const [sent, setSent] = useState<CatalogueFeedInput | null>(null);
  const chosen = useRef<File[]>([]);
  const report = feedCall.data;

  const send = async (files: File[]) => {
    const size = files.reduce((sum, f) => sum + f.size, 0);
    if (size > CATALOGUE_FEED_MAX_BYTES) {
      void message.error(
        t`The feed is too large: at most ${CATALOGUE_FEED_MAX_BYTES / 1024 / 1024} MB`,
      );
      return;
    }
    const encoded = await Promise.all(
      files.map(async (f) => ({ path: pathOf(f), content_base64: await fileBase64(f) })),
    );
    const input = { files: encoded, unlist_missing: unlistMissing, apply: false };
    setSent(input);
    feedCall.mutate(input);
  };
  // Upload hands over a folder's files one by one: they are sent together once all are in.
  const collect = (file: File, all: File[]) => {
    chosen.current.push(file);
    if (chosen.current.length === all.length) {
      const files = chosen.current;
      chosen.current = [];
      void send(files);
    }
    return false;
  };
  const problems: TableColumnsType<CatalogueFileProblem> = [
    { title: t`File`, key: 'file', render: (_v, p) => p.file ?? '—' },
    { title: t`Line`, key: 'line', width: 80, render: (_v, p) => p.line ?? '—' },
    { title: t`Column`, key: 'column', render: (_v, p) => p.column ?? '—' },
    { title: t`Problem`, dataIndex: 'message', key: 'message' },
  ];
  const summary = report?.summary;
  const counts = (c: { new: number; changed: number; unchanged: number }) =>
    t`${c.new} new, ${c.changed} changed, ${c.unchanged} unchanged`;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Checkbox checked={unlistMissing} onChange={(e) => setUnlistMissing(e.target.checked)}>
        <Trans>Take the pieces the feed does not list off sale</Trans>
      </Checkbox>
      <Typography.Text type="secondary">
        <Trans>
          Choose the feed's folder: catalogue.csv or catalogue.xlsx, the reference files and the
          pictures (docs/catalogue-feed.md). Nothing changes before you import it, all or nothing.
        </Trans>
      </Typography.Text>
      <Upload directory multiple showUploadList={false} beforeUpload={collect}>
        <Button icon={<FolderOpenOutlined />} loading={feedCall.isPending} size="large">
          <Trans>Choose the feed's folder to check it</Trans>
        </Button>
      </Upload>
      {feedCall.error && <Alert type="error" showIcon title={feedCall.error.message} />}
      {report && !feedCall.error && report.problems.length > 0 && (
        <>
          <Alert type="error" showIcon title={report.msg} />
          <Table<CatalogueFileProblem>
            rowKey={(p) => `${p.file}-${p.line}-${p.column}-${p.message}`}
            columns={problems}
            dataSource={report.problems}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            size="small"
          />
        </>
      )}
      {report && !feedCall.error && summary && (
        <>
          <Alert
            type={report.applied ? 'success' : 'info'}
            showIcon
            title={report.msg}
            action={
              !report.applied &&
              sent && (
                <Button
                  type="primary"
                  loading={feedCall.isPending}
                  onClick={() => feedCall.mutate({ ...sent, apply: true, checked: report.checked })}
                >
                  {t`Import the feed`}
                </Button>
              )
            }
          />
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t`Pieces`}>{counts(summary.pieces)}</Descriptions.Item>
            <Descriptions.Item label="SKU">
              {counts(summary.skus)}
              {t`, ${summary.skus.emptied} no longer listed (stock 0)`}
            </Descriptions.Item>
            <Descriptions.Item label={t`Reference files`}>
              {Object.entries(summary.reference)
                .filter(([, n]) => n.new + n.changed > 0)
                .map(([file, n]) => t`${file}: ${n.new} new, ${n.changed} changed`)
                .join('; ') || t`Unchanged`}
            </Descriptions.Item>
            <Descriptions.Item label={t`New pictures`}>{summary.pictures}</Descriptions.Item>
            <Descriptions.Item label={t`Pieces with new matches`}>
              {summary.collocations}
            </Descriptions.Item>
            <Descriptions.Item label={t`Taken off sale`}>{summary.unlisted}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Space>
  );
}

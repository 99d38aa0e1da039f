import { InboxOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, App, Card, Checkbox, Radio, Space, Typography, Upload } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CATALOGUE_FILE_KINDS,
  CATALOGUE_FILE_MAX_BYTES,
  type CatalogueFileInput,
  type CatalogueFileKind,
} from '../../../../../contract/console-catalogue';
import { meQuery } from '../../session/api';
import { CatalogueTabs } from '../components/CatalogueTabs';
import { FileReport } from '../components/FileReport';
import { fileBase64, useCatalogueFile } from '../api';
import { FILE_KIND_HINTS, FILE_KIND_NAMES } from '../words';

/**
 * The daily stock and prices files: a file is checked in a dry run first, every SKU it would
 * change shown with its values before and after, and applied once confirmed.
 */
export function CatalogueFilesPage() {
  const { i18n } = useLingui();
  const { message } = App.useApp();
  const fileCall = useCatalogueFile();
  const [kind, setKind] = useState<CatalogueFileKind>('stock');
  const [skipUnknown, setSkipUnknown] = useState(false);
  const [sent, setSent] = useState<CatalogueFileInput | null>(null);
  const report = fileCall.data;
  const { data: me } = useQuery(meQuery);
  if (me && !me.permissions.includes('catalogue.write')) {
    return (
      <Card title={<Trans>Catalogue</Trans>}>
        <CatalogueTabs active="files" />
        <Alert type="info" showIcon title={t`Applying files needs the catalogue.write right.`} />
      </Card>
    );
  }

  const check = (chosen: File) => {
    if (chosen.size > CATALOGUE_FILE_MAX_BYTES) {
      void message.error(
        t`The file is too large: at most ${CATALOGUE_FILE_MAX_BYTES / 1024 / 1024} MB`,
      );
      return false;
    }
    void fileBase64(chosen).then((content) => {
      const input: CatalogueFileInput = {
        kind,
        file_name: chosen.name,
        content_base64: content,
        skip_unknown: skipUnknown,
        apply: false,
      };
      setSent(input);
      fileCall.mutate(input);
    });
    return false;
  };
  const apply = () => {
    if (!sent || !report) return;
    fileCall.mutate({ ...sent, apply: true, checked: report.checked });
  };

  return (
    <Card title={<Trans>Catalogue</Trans>}>
      <CatalogueTabs active="files" />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap size={24}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={kind}
            onChange={(e) => setKind(e.target.value as CatalogueFileKind)}
            options={CATALOGUE_FILE_KINDS.map((k) => ({
              value: k,
              label: i18n._(FILE_KIND_NAMES[k]),
            }))}
          />
          <Checkbox checked={skipUnknown} onChange={(e) => setSkipUnknown(e.target.checked)}>
            <Trans>Leave out SKUs the shop does not know instead of refusing the file</Trans>
          </Checkbox>
        </Space>
        <Typography.Text type="secondary">
          {i18n._(FILE_KIND_HINTS[kind])}{' '}
          <Trans>A .csv or .xlsx file; nothing changes before you apply it, all or nothing.</Trans>
        </Typography.Text>
        <Upload.Dragger
          accept=".csv,.xlsx,text/csv"
          showUploadList={false}
          beforeUpload={check}
          disabled={fileCall.isPending}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            <Trans>Click or drop a file here to check it</Trans>
          </p>
          {sent && <p className="ant-upload-hint">{sent.file_name}</p>}
        </Upload.Dragger>
        {fileCall.error && <Alert type="error" showIcon title={fileCall.error.message} />}
        {report && !fileCall.error && (
          <FileReport
            report={report}
            applying={fileCall.isPending}
            onApply={report.applied ? null : apply}
          />
        )}
      </Space>
    </Card>
  );
}

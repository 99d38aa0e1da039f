import { InboxOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, App, Checkbox, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import {
  CATALOGUE_FILE_MAX_BYTES,
  type CatalogueFileInput,
  type CatalogueFileKind,
} from '../../../../../contract/console-catalogue';
import { fileBase64 } from '../../../lib/files';
import { useCatalogueFile } from '../api';
import { FILE_KIND_HINTS } from '../words';
import { FileReport } from './FileReport';

/**
 * A daily stock or prices file: checked in a dry run first, every SKU it would change shown with
 * its values before and after, and applied once confirmed.
 */
export function DailyFileUpload({ kind }: { kind: CatalogueFileKind }) {
  const { i18n } = useLingui();
  const { message } = App.useApp();
  const fileCall = useCatalogueFile();
  const [skipUnknown, setSkipUnknown] = useState(false);
  const [sent, setSent] = useState<CatalogueFileInput | null>(null);
  const report = fileCall.data;

  const check = (chosen: File) => {
    if (chosen.size > CATALOGUE_FILE_MAX_BYTES) {
      const max = CATALOGUE_FILE_MAX_BYTES / 1024 / 1024;
      void message.error(t`The file is too large: at most ${max} MB`);
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
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Checkbox checked={skipUnknown} onChange={(e) => setSkipUnknown(e.target.checked)}>
        <Trans>Leave out SKUs the shop does not know instead of refusing the file</Trans>
      </Checkbox>
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
  );
}

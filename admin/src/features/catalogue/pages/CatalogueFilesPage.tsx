import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Radio, Space } from 'antd';
import { useState } from 'react';
import {
  CATALOGUE_FILE_KINDS,
  type CatalogueFileKind,
} from '../../../../../contract/console-catalogue';
import { meQuery } from '../../session/api';
import { CatalogueTabs } from '../components/CatalogueTabs';
import { DailyFileUpload } from '../components/DailyFileUpload';
import { FeedUpload } from '../components/FeedUpload';
import { FILE_KIND_NAMES } from '../words';
import { downloadExport } from '../api';

/** The catalogue's files: the daily stock or prices file, or the whole feed. */
export function CatalogueFilesPage() {
  const { i18n } = useLingui();
  const { message } = App.useApp();
  const [kind, setKind] = useState<CatalogueFileKind | 'feed'>('stock');
  const { data: me } = useQuery(meQuery);
  const mayApply = me?.permissions.includes('catalogue.write') ?? false;
  const [exporting, setExporting] = useState(false);
  const exportCatalogue = () => {
    setExporting(true);
    downloadExport()
      .catch((error: Error) => void message.error(error.message))
      .finally(() => setExporting(false));
  };
  return (
    <Card
      title={<Trans>Catalogue</Trans>}
      extra={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCatalogue}>
          <Trans>Download an export</Trans>
        </Button>
      }
    >
      <CatalogueTabs active="files" />
      {mayApply ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={kind}
            onChange={(e) => setKind(e.target.value as CatalogueFileKind | 'feed')}
            options={[
              ...CATALOGUE_FILE_KINDS.map((k) => ({ value: k, label: i18n._(FILE_KIND_NAMES[k]) })),
              { value: 'feed', label: t`Catalogue feed` },
            ]}
          />
          {kind === 'feed' ? <FeedUpload /> : <DailyFileUpload key={kind} kind={kind} />}
        </Space>
      ) : (
        <Alert type="info" showIcon title={t`Applying files needs the catalogue.write right.`} />
      )}
    </Card>
  );
}

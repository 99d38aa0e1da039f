import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { meQuery } from '../../session/api';
import { CatalogueTabs } from '../components/CatalogueTabs';
import { maintenanceQuery, synonymsQuery, useChangeSynonyms, useSetMaintenance } from '../api';

/** The owner's switch for the shop's maintenance screen. */
function MaintenanceSwitch() {
  const { data } = useQuery(maintenanceQuery);
  const setMaintenance = useSetMaintenance();
  if (!data) return null;
  return (
    <Card type="inner" title={<Trans>Maintenance</Trans>}>
      <Space orientation="vertical">
        <Space>
          <Switch
            checked={data.on}
            aria-label={t`Maintenance screen`}
            loading={setMaintenance.isPending}
            onChange={(on) => setMaintenance.mutate(on)}
          />
          <Typography.Text strong>
            {data.on ? t`Shoppers see the maintenance screen` : t`The shop is open to shoppers`}
          </Typography.Text>
        </Space>
        {setMaintenance.error && (
          <Alert type="error" showIcon title={setMaintenance.error.message} />
        )}
      </Space>
    </Card>
  );
}

/**
 * The search's synonyms (groups of words that find the same pieces), and the owner's switch for
 * the maintenance screen.
 */
export function SearchSettingsPage() {
  const { message } = App.useApp();
  const { data: me } = useQuery(meQuery);
  const { data: groups } = useQuery(synonymsQuery);
  const change = useChangeSynonyms();
  const [words, setWords] = useState<string[]>([]);
  const mayChange = me?.permissions.includes('catalogue.write') ?? false;
  const mayMaintain = me?.permissions.includes('settings.manage') ?? false;
  const send = (kind: 'add' | 'remove', chosen: string[]) =>
    change.mutate(
      { change: kind, words: chosen },
      {
        onSuccess: () => {
          if (kind === 'add') setWords([]);
          void message.success(kind === 'add' ? t`Synonyms saved` : t`Synonym removed`);
        },
      },
    );
  return (
    <Card title={<Trans>Catalogue</Trans>}>
      <CatalogueTabs active="search" />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {mayMaintain && <MaintenanceSwitch />}
        <Card type="inner" title={<Trans>Search synonyms</Trans>}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              <Trans>
                Words in one group find the same pieces: a shopper searching for one finds what the
                others name. Each word is Chinese characters only, or letters and digits only.
              </Trans>
            </Typography.Text>
            {mayChange && (
              <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
                <Select
                  mode="tags"
                  value={words}
                  onChange={setWords}
                  open={false}
                  tokenSeparators={[',', '，', ' ']}
                  aria-label={t`Words that mean the same`}
                  placeholder={t`Words that mean the same, e.g. 开衫 cardigan`}
                  style={{ width: '100%' }}
                />
                <Button
                  type="primary"
                  loading={change.isPending}
                  disabled={words.length === 0}
                  onClick={() => send('add', words)}
                >
                  <Trans>Add synonyms</Trans>
                </Button>
              </Space.Compact>
            )}
            {change.error && <Alert type="error" showIcon title={change.error.message} />}
            <Table
              rowKey="id"
              size="small"
              dataSource={groups ?? []}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              locale={{ emptyText: t`No synonyms yet` }}
              columns={[
                {
                  title: t`Words that find the same pieces`,
                  key: 'words',
                  render: (_v, group: { words: string[] }) =>
                    group.words.map((word) => (
                      <Tag
                        key={word}
                        closable={mayChange}
                        closeIcon={mayChange ? undefined : false}
                        onClose={(event) => {
                          event.preventDefault();
                          send('remove', [word]);
                        }}
                      >
                        {word}
                      </Tag>
                    )),
                },
              ]}
            />
          </Space>
        </Card>
      </Space>
    </Card>
  );
}

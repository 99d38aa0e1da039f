import { PlusOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Image, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ConsolePopup } from '../../../../../contract/console-content';
import { mediaUrl } from '../../../../../contract/media';
import { formatTime } from '../../../lib/time';
import { popupsQuery, useDeletePopup } from '../api';
import { BothNames } from './BothNames';
import { PopupDialog } from './PopupDialog';

/** When a popup shows: its dates, open on either side. */
function period(popup: ConsolePopup): string {
  const from = popup.starts_at === null ? t`From now` : formatTime(popup.starts_at);
  const until = popup.ends_at === null ? t`Until further notice` : formatTime(popup.ends_at);
  return `${from} – ${until}`;
}

/** Deletes a popup once asked again; the audit keeps what it was. */
function DeleteButton({ popup }: { popup: ConsolePopup }) {
  const { message } = App.useApp();
  const remove = useDeletePopup(popup.id);
  const title = popup.words.cn.title;
  return (
    <Popconfirm
      title={t`Delete the popup "${title}"? Shoppers no longer see it.`}
      okText={t`Delete`}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        remove.mutate(
          { version: popup.version },
          {
            onSuccess: () => void message.success(t`Popup deleted`),
            onError: (error) => void message.error(error.message),
          },
        )
      }
    >
      <Button size="small" danger loading={remove.isPending} aria-label={t`Delete ${title}`}>
        <Trans>Delete</Trans>
      </Button>
    </Popconfirm>
  );
}

/** The activity popups of the shop's pages: each once per visit, between its dates. */
export function PopupsPanel() {
  const { data: popups = [] } = useQuery(popupsQuery);
  // undefined: no dialog; null: a new popup.
  const [editing, setEditing] = useState<ConsolePopup | null | undefined>(undefined);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Text type="secondary">
          <Trans>
            A popup shows once per visit on the home page, between its dates. Saved changes reach
            shoppers within seconds.
          </Trans>
        </Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          <Trans>Add a popup</Trans>
        </Button>
      </Space>
      <Table<ConsolePopup>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={popups}
        scroll={{ x: 800 }}
        columns={[
          {
            key: 'picture',
            width: 72,
            render: (_value, popup) =>
              popup.picture ? (
                <Image
                  src={mediaUrl(popup.picture.path, 320)}
                  width={48}
                  height={Math.round((48 * popup.picture.height) / popup.picture.width)}
                  preview={false}
                  alt=""
                />
              ) : null,
          },
          {
            key: 'title',
            title: t`Heading`,
            render: (_value, popup) => (
              <BothNames words={{ cn: popup.words.cn.title, en: popup.words.en.title }} />
            ),
          },
          { key: 'link', title: t`Link`, dataIndex: 'link' },
          { key: 'period', title: t`Shown between`, render: (_value, popup) => period(popup) },
          {
            key: 'state',
            title: t`State`,
            render: (_value, popup) =>
              popup.enabled ? <Tag color="green">{t`Shown`}</Tag> : <Tag>{t`Hidden`}</Tag>,
          },
          {
            key: 'edit',
            width: 160,
            render: (_value, popup) => (
              <Space>
                <Button size="small" onClick={() => setEditing(popup)}>
                  <Trans>Edit</Trans>
                </Button>
                <DeleteButton popup={popup} />
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <PopupDialog popup={editing} onClose={() => setEditing(undefined)} />
      )}
    </Space>
  );
}

import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Dropdown,
  Empty,
  Popconfirm,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import {
  HOME_BLOCK_TYPES,
  HOME_PREVIEW_SEARCH,
  type HomeBlock,
  type HomeBlockType,
  type HomeEditor,
} from '../../../../../contract/console-content';
import { useKeptState } from '../../../lib/kept-state';
import { formatTime } from '../../../lib/time';
import { homeEditorQuery, useDiscardHomeDraft, usePublishHome, useSaveHomeDraft } from '../api';
import { BlockCard } from '../components/BlockCard';
import { ShopPreview } from '../components/ShopPreview';
import { BLOCK_TYPE_NAMES } from '../words';

const noWords = { title: '', subtitle: '', text: '', button: '' };
const newBlock = (type: HomeBlockType): HomeBlock => ({
  id: null,
  type,
  enabled: true,
  link: type === 'rail' || type === 'story' ? '/productList' : '',
  goods_sns: [],
  picture: null,
  words: { cn: { ...noWords }, en: { ...noWords } },
  items: [],
});

/** The home page: its templates edited as a draft the team shares, previewed, then published. */
export function HomeContentPage() {
  const { data: editor } = useQuery(homeEditorQuery);
  if (!editor) return null;
  // A new start whenever the saved page changes: a save, a publication, a colleague's draft.
  return <HomeEditorCard key={`${editor.version}-${String(editor.draft)}`} editor={editor} />;
}

function HomeEditorCard({ editor }: { editor: HomeEditor }) {
  const { message } = App.useApp();
  const { _ } = useLingui();
  const [blocks, setBlocks, forgetBlocks] = useKeptState(
    `home:${editor.version}:${String(editor.draft)}`,
    editor.blocks,
  );
  const save = useSaveHomeDraft();
  const publish = usePublishHome();
  const discard = useDiscardHomeDraft();
  const who = editor.updated_by_name ?? '';
  const when = formatTime(editor.updated_at ?? 0);
  const dirty = JSON.stringify(blocks) !== JSON.stringify(editor.blocks);
  const fail = (error: Error) => void message.error(error.message);
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    const [block] = next.splice(index, 1);
    if (block) next.splice(index + by, 0, block);
    setBlocks(next);
  };
  const onSave = () =>
    save.mutate(
      { version: editor.version, blocks },
      {
        onSuccess: () => {
          forgetBlocks();
          void message.success(t`Draft saved`);
        },
        onError: fail,
      },
    );
  const onPublish = () =>
    publish.mutate(
      { version: editor.version },
      {
        onSuccess: () => {
          forgetBlocks();
          void message.success(t`Published: shoppers see the new home page`);
        },
        onError: fail,
      },
    );
  const onDiscard = () =>
    discard.mutate(
      { version: editor.version },
      {
        onSuccess: () => {
          forgetBlocks();
          void message.success(t`Draft discarded`);
        },
        onError: fail,
      },
    );

  return (
    <Card
      title={
        <Space wrap>
          <Trans>Home page</Trans>
          {editor.draft ? (
            <Tag color="orange" data-testid="home-state">
              {t`Draft saved by ${who} at ${when}`}
            </Tag>
          ) : (
            <Tag color="green" data-testid="home-state">
              {t`Published, no draft`}
            </Tag>
          )}
          {dirty && <Tag color="red">{t`Unsaved changes`}</Tag>}
        </Space>
      }
      extra={
        <Space wrap>
          {editor.draft && (
            <Popconfirm
              title={t`Discard the draft? The page stays as published.`}
              onConfirm={onDiscard}
            >
              <Button loading={discard.isPending}>
                <Trans>Discard draft</Trans>
              </Button>
            </Popconfirm>
          )}
          <Button
            type={dirty ? 'primary' : 'default'}
            disabled={!dirty}
            loading={save.isPending}
            onClick={onSave}
          >
            <Trans>Save draft</Trans>
          </Button>
          <Popconfirm
            title={t`Publish the draft? Shoppers see it within seconds.`}
            onConfirm={onPublish}
            disabled={dirty || !editor.draft}
          >
            <Button type="primary" disabled={dirty || !editor.draft} loading={publish.isPending}>
              <Trans>Publish</Trans>
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Tabs
        items={[
          {
            key: 'edit',
            label: t`Edit`,
            children: (
              <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                {blocks.length === 0 && <Empty description={t`The home page has no blocks`} />}
                {blocks.map((block, index) => (
                  <BlockCard
                    key={block.id ?? `new-${index}`}
                    block={block}
                    position={index + 1}
                    count={blocks.length}
                    onChange={(next) =>
                      setBlocks(blocks.map((old, i) => (i === index ? next : old)))
                    }
                    onMove={(by) => move(index, by)}
                    onRemove={() => setBlocks(blocks.filter((_block, i) => i !== index))}
                  />
                ))}
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: HOME_BLOCK_TYPES.map((type) => ({
                      key: type,
                      label: _(BLOCK_TYPE_NAMES[type]),
                    })),
                    onClick: ({ key }) => setBlocks([...blocks, newBlock(key as HomeBlockType)]),
                  }}
                >
                  <Button icon={<PlusOutlined />}>
                    <Space>
                      <Trans>Add a block</Trans>
                      <DownOutlined />
                    </Space>
                  </Button>
                </Dropdown>
              </Space>
            ),
          },
          {
            key: 'preview',
            label: t`Preview`,
            children: (
              <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                {dirty ? (
                  <Alert
                    type="warning"
                    showIcon
                    title={t`The preview shows the saved draft: save your changes to see them.`}
                  />
                ) : (
                  <Typography.Text type="secondary">
                    {editor.draft
                      ? t`The saved draft, as shoppers will see it once published. Only staff can open it.`
                      : t`There is no draft: this is the page shoppers see now.`}
                  </Typography.Text>
                )}
                <ShopPreview
                  src={`/?${HOME_PREVIEW_SEARCH}`}
                  titles={{
                    phone: t`The home page on a phone`,
                    desktop: t`The home page on a desktop`,
                  }}
                  version={editor.version}
                />
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

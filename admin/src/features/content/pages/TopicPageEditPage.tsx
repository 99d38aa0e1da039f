import { PlusOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  App,
  Button,
  Col,
  Dropdown,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Tabs,
  Typography,
} from 'antd';
import { useState } from 'react';
import {
  CONTENT_LANGS,
  type ContentLang,
  type StoredPicture,
} from '../../../../../contract/console-content';
import {
  TOPIC_BLOCK_TYPES,
  TOPIC_PAGE_PREVIEW,
  TOPIC_PREVIEW_PARAM,
  topicState,
  type ConsoleTopicBlock,
  type ConsoleTopicPage,
  type TopicBlockType,
  type TopicPageFields,
  type TopicPageWords,
} from '../../../../../contract/console-topics';
import { PictureField } from '../components/PictureField';
import { ShopPreview } from '../components/ShopPreview';
import {
  AddressNameField,
  PublicationDateField,
  ShownField,
  TopicEditorCard,
} from '../components/TopicEditorParts';
import { TopicBlockCard } from '../components/TopicBlockCard';
import { TOPIC_BLOCK_NAMES, topicGroupOption } from '../topic-words';
import { topicPageQuery, topicsQuery, usePreviewTopicPage, useSaveTopicPage } from '../topics-api';
import { CONTENT_LANG_NAMES } from '../words';

/** The form's state: the fields, with the hero pictures perhaps not uploaded yet. */
type Draft = Omit<TopicPageFields, 'hero' | 'mobile_hero'> & {
  hero: StoredPicture | null;
  mobile_hero: StoredPicture | null;
};

const noWords = { title: '', subtitle: '', summary: '' };
const noBlockWords = { title: '', text: '', caption: '', button: '' };

const blank = (): Draft => ({
  slug: '',
  group_id: null,
  words: { cn: { ...noWords }, en: { ...noWords } },
  hero: null,
  mobile_hero: null,
  published_at: Date.now(),
  enabled: false,
  sort: 0,
  blocks: [],
});

const newBlock = (type: TopicBlockType): ConsoleTopicBlock => ({
  type,
  picture: null,
  goods_sns: [],
  group_id: null,
  words: { cn: { ...noBlockWords }, en: { ...noBlockWords } },
});

/**
 * The shop's page of a campaign in its preview mode. One not saved yet has no id: the preview
 * shows what the console left for it whatever the id.
 */
const previewSrc = (id: number | null) =>
  `/advertising/homePage?id=${id ?? 1}&${TOPIC_PREVIEW_PARAM}=${TOPIC_PAGE_PREVIEW}`;

/** A campaign (`id` null: a new one): its words, pictures, dates and blocks; previewed, saved. */
export function TopicPageEditPage({ id }: { id: number | null }) {
  const { data: page } = useQuery({ ...topicPageQuery(id ?? 0), enabled: id !== null });
  if (id !== null && !page) return null;
  // A save (ours or a colleague's, read again) starts the form over from what is saved.
  return <TopicPageForm key={page?.version ?? 'new'} page={page ?? null} />;
}

function TopicPageForm({ page }: { page: ConsoleTopicPage | null }) {
  const { i18n } = useLingui();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data: topics } = useQuery(topicsQuery);
  const groups = topics?.groups ?? [];
  const [draft, setDraft] = useState<Draft>(() => {
    if (!page) return blank();
    // What is sent is the fields alone: the id is in the address, the version beside them.
    const { id: _id, version: _version, ...fields } = structuredClone(page);
    return fields;
  });
  const [previewed, setPreviewed] = useState(0);
  const id = page?.id ?? null;
  const preview = usePreviewTopicPage(id);
  const save = useSaveTopicPage(id);
  const fail = (error: Error) => void message.error(error.message);
  const set = (change: Partial<Draft>) => setDraft((now) => ({ ...now, ...change }));
  const setWord = (lang: ContentLang, key: keyof TopicPageWords, value: string) =>
    setDraft((now) => ({
      ...now,
      words: { ...now.words, [lang]: { ...now.words[lang], [key]: value } },
    }));
  const setBlocks = (change: (blocks: ConsoleTopicBlock[]) => ConsoleTopicBlock[]) =>
    setDraft((now) => ({ ...now, blocks: change(now.blocks) }));

  /** The fields to send, or null (and why) when a hero picture is missing. */
  const fields = (): TopicPageFields | null => {
    const { hero, mobile_hero } = draft;
    if (!hero || !mobile_hero) {
      void message.error(t`Upload the campaign's picture and its picture for phones`);
      return null;
    }
    return { ...draft, slug: draft.slug.trim(), hero, mobile_hero };
  };
  const showPreview = () => {
    const body = fields();
    if (!body) return;
    preview.mutate(page ? { ...body, version: page.version } : body, {
      onSuccess: () => setPreviewed((n) => n + 1),
      onError: fail,
    });
  };
  const saveNow = () => {
    const body = fields();
    if (!body) return;
    save.mutateAsync(page ? { ...body, version: page.version } : body).then((saved) => {
      void message.success(t`The campaign is saved`);
      if (!page) {
        void navigate({ to: '/content/topics/$id', params: { id: String(saved.id) } });
      }
    }, fail);
  };
  const state = page ? topicState(page.enabled, page.published_at, Date.now()) : null;

  return (
    <TopicEditorCard
      name={page ? page.words.cn.title || page.slug : t`New campaign`}
      state={state}
      onPreview={showPreview}
      previewing={preview.isPending}
      onSave={saveNow}
      saving={save.isPending}
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={13}>
          <Form layout="vertical" component="div">
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <AddressNameField value={draft.slug} onChange={(slug) => set({ slug })} />
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={t`Collection of stories`}>
                  <Select
                    aria-label={t`Collection of stories`}
                    allowClear
                    value={draft.group_id ?? undefined}
                    onChange={(value?: number) => set({ group_id: value ?? null })}
                    options={groups.map(topicGroupOption)}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Tabs
              items={CONTENT_LANGS.map((lang) => ({
                key: lang,
                label: CONTENT_LANG_NAMES[lang],
                forceRender: true,
                children: (
                  <>
                    {(
                      [
                        ['title', t`Heading`, 120],
                        ['subtitle', t`Subtitle`, 200],
                        ['summary', t`Summary`, 1000],
                      ] as const
                    ).map(([key, label, max]) => {
                      const name = `${label} · ${CONTENT_LANG_NAMES[lang]}`;
                      const props = {
                        'aria-label': name,
                        value: draft.words[lang][key],
                        maxLength: max,
                        onChange: (event: { target: { value: string } }) =>
                          setWord(lang, key, event.target.value),
                      };
                      return (
                        <Form.Item key={key} label={name} required={key === 'title'}>
                          {key === 'summary' ? (
                            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} {...props} />
                          ) : (
                            <Input {...props} />
                          )}
                        </Form.Item>
                      );
                    })}
                  </>
                ),
              }))}
            />
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <Form.Item label={t`Picture`} required>
                  <PictureField
                    label={t`the campaign's picture`}
                    value={draft.hero}
                    onChange={(hero) => set({ hero })}
                    advice={t`Wide, at least 1920 pixels across`}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={t`Picture for phones`} required>
                  <PictureField
                    label={t`the campaign's picture for phones`}
                    value={draft.mobile_hero}
                    onChange={(mobile_hero) => set({ mobile_hero })}
                    advice={t`Upright, at least 750 pixels across`}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={12}>
              <Col xs={24} md={10}>
                <PublicationDateField
                  value={draft.published_at}
                  onChange={(published_at) => set({ published_at })}
                />
              </Col>
              <Col xs={12} md={7}>
                <Form.Item label={t`Display order`} extra={t`Smaller comes first`}>
                  <InputNumber
                    aria-label={t`Display order`}
                    min={0}
                    max={1_000_000}
                    precision={0}
                    value={draft.sort}
                    onChange={(value) => set({ sort: value ?? 0 })}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={7}>
                <ShownField value={draft.enabled} onChange={(enabled) => set({ enabled })} />
              </Col>
            </Row>
          </Form>
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Space style={{ justifyContent: 'space-between', width: '100%' }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                <Trans>Blocks</Trans>
              </Typography.Title>
              <Dropdown
                menu={{
                  items: TOPIC_BLOCK_TYPES.map((type) => ({
                    key: type,
                    label: i18n._(TOPIC_BLOCK_NAMES[type]),
                  })),
                  onClick: ({ key }) =>
                    setBlocks((blocks) => [...blocks, newBlock(key as TopicBlockType)]),
                }}
              >
                <Button icon={<PlusOutlined />}>
                  <Trans>Add a block</Trans>
                </Button>
              </Dropdown>
            </Space>
            {draft.blocks.length === 0 && <Empty description={t`No blocks yet`} />}
            {draft.blocks.map((block, index) => (
              <TopicBlockCard
                // Blocks have no lasting id: their place and type name them while edited.
                key={`${index}-${block.type}`}
                block={block}
                position={index + 1}
                count={draft.blocks.length}
                groups={groups}
                onChange={(next) =>
                  setBlocks((blocks) => blocks.map((old, i) => (i === index ? next : old)))
                }
                onMove={(by) =>
                  setBlocks((blocks) => {
                    const moved = [...blocks];
                    const [taken] = moved.splice(index, 1);
                    if (taken) moved.splice(index + by, 0, taken);
                    return moved;
                  })
                }
                onRemove={() => setBlocks((blocks) => blocks.filter((_, i) => i !== index))}
              />
            ))}
          </Space>
        </Col>
        <Col xs={24} xl={11}>
          {previewed ? (
            <ShopPreview
              src={previewSrc(id)}
              titles={{
                phone: t`The campaign on a phone`,
                desktop: t`The campaign on a desktop`,
              }}
              version={previewed}
            />
          ) : (
            <Empty description={t`Preview the campaign to see it as shoppers will.`} />
          )}
        </Col>
      </Row>
    </TopicEditorCard>
  );
}

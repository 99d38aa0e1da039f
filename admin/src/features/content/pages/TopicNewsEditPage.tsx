import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, App, Col, Empty, Form, Input, Row, Select, Tabs } from 'antd';
import { useState } from 'react';
import {
  CONTENT_LANGS,
  type ContentLang,
  type StoredPicture,
} from '../../../../../contract/console-content';
import {
  TOPIC_NEWS_BODY_MAX,
  TOPIC_NEWS_PREVIEW,
  TOPIC_PREVIEW_PARAM,
  topicState,
  type ConsoleTopicNews,
  type TopicNewsFields,
  type TopicNewsWords,
} from '../../../../../contract/console-topics';
import { PictureField } from '../components/PictureField';
import { ShopPreview } from '../components/ShopPreview';
import {
  AddressNameField,
  PublicationDateField,
  ShownField,
  TopicEditorCard,
} from '../components/TopicEditorParts';
import { topicGroupOption } from '../topic-words';
import { topicNewsQuery, topicsQuery, usePreviewTopicNews, useSaveTopicNews } from '../topics-api';
import { CONTENT_LANG_NAMES } from '../words';

type Draft = Omit<TopicNewsFields, 'cover' | 'group_id'> & {
  cover: StoredPicture | null;
  group_id: number | null;
};

const noWords = { title: '', summary: '', body: '' };

const blank = (): Draft => ({
  slug: '',
  group_id: null,
  cover: null,
  words: { cn: { ...noWords }, en: { ...noWords } },
  goods_sns: [],
  published_at: Date.now(),
  enabled: false,
});

/** The shop's page of a story in its preview mode (whatever the id, as a campaign's). */
const previewSrc = (id: number | null) =>
  `/advertising/details?id=${id ?? 1}&${TOPIC_PREVIEW_PARAM}=${TOPIC_NEWS_PREVIEW}`;

/** A story (`id` null: a new one): its words and body, cover, pieces and date; previewed, saved. */
export function TopicNewsEditPage({ id }: { id: number | null }) {
  const { data: news } = useQuery({ ...topicNewsQuery(id ?? 0), enabled: id !== null });
  if (id !== null && !news) return null;
  return <TopicNewsForm key={news?.version ?? 'new'} news={news ?? null} />;
}

function TopicNewsForm({ news }: { news: ConsoleTopicNews | null }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data: topics } = useQuery(topicsQuery);
  const groups = topics?.groups ?? [];
  const [draft, setDraft] = useState<Draft>(() => {
    if (!news) return blank();
    // What is sent is the fields alone: the id is in the address, the version beside them.
    const { id: _id, version: _version, ...fields } = structuredClone(news);
    return fields;
  });
  const [previewed, setPreviewed] = useState(0);
  const id = news?.id ?? null;
  const preview = usePreviewTopicNews(id);
  const save = useSaveTopicNews(id);
  const fail = (error: Error) => void message.error(error.message);
  const set = (change: Partial<Draft>) => setDraft((now) => ({ ...now, ...change }));
  const setWord = (lang: ContentLang, key: keyof TopicNewsWords, value: string) =>
    setDraft((now) => ({
      ...now,
      words: { ...now.words, [lang]: { ...now.words[lang], [key]: value } },
    }));

  const fields = (): TopicNewsFields | null => {
    const { cover, group_id } = draft;
    if (group_id === null) {
      void message.error(t`Choose the story's collection`);
      return null;
    }
    if (!cover) {
      void message.error(t`Upload the story's cover picture`);
      return null;
    }
    return { ...draft, slug: draft.slug.trim(), cover, group_id };
  };
  const showPreview = () => {
    const body = fields();
    if (!body) return;
    preview.mutate(news ? { ...body, version: news.version } : body, {
      onSuccess: () => setPreviewed((n) => n + 1),
      onError: fail,
    });
  };
  const saveNow = () => {
    const body = fields();
    if (!body) return;
    save.mutateAsync(news ? { ...body, version: news.version } : body).then((saved) => {
      void message.success(t`The story is saved`);
      if (!news) void navigate({ to: '/content/stories/$id', params: { id: String(saved.id) } });
    }, fail);
  };
  const state = news ? topicState(news.enabled, news.published_at, Date.now()) : null;

  return (
    <TopicEditorCard
      name={news ? news.words.cn.title || news.slug : t`New story`}
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
                <Form.Item label={t`Collection of stories`} required>
                  <Select
                    aria-label={t`Collection of stories`}
                    value={draft.group_id ?? undefined}
                    onChange={(value: number) => set({ group_id: value })}
                    options={groups.map(topicGroupOption)}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label={t`Cover picture`} required>
              <PictureField
                label={t`the story's cover`}
                value={draft.cover}
                onChange={(cover) => set({ cover })}
              />
            </Form.Item>
            <Tabs
              items={CONTENT_LANGS.map((lang) => {
                const language = CONTENT_LANG_NAMES[lang];
                return {
                  key: lang,
                  label: language,
                  forceRender: true,
                  children: (
                    <>
                      <Form.Item label={t`Title · ${language}`} required>
                        <Input
                          aria-label={t`Title · ${language}`}
                          value={draft.words[lang].title}
                          maxLength={120}
                          onChange={(event) => setWord(lang, 'title', event.target.value)}
                        />
                      </Form.Item>
                      <Form.Item label={t`Summary · ${language}`}>
                        <Input.TextArea
                          aria-label={t`Summary · ${language}`}
                          value={draft.words[lang].summary}
                          maxLength={1000}
                          autoSize={{ minRows: 2, maxRows: 5 }}
                          onChange={(event) => setWord(lang, 'summary', event.target.value)}
                        />
                      </Form.Item>
                      <Form.Item
                        label={t`Body · ${language} (HTML)`}
                        required
                        extra={t`Paragraphs, headings, lists, links and the shop's own pictures are kept; scripts and other markup are left out.`}
                      >
                        <Input.TextArea
                          aria-label={t`Body · ${language} (HTML)`}
                          value={draft.words[lang].body}
                          maxLength={TOPIC_NEWS_BODY_MAX}
                          autoSize={{ minRows: 10, maxRows: 24 }}
                          style={{ fontFamily: 'monospace', fontSize: 13 }}
                          onChange={(event) => setWord(lang, 'body', event.target.value)}
                        />
                      </Form.Item>
                    </>
                  ),
                };
              })}
            />
            <Form.Item
              label={t`Related pieces`}
              extra={t`Type or paste style numbers (SN), separated by spaces or commas.`}
            >
              <Select
                mode="tags"
                aria-label={t`Related pieces`}
                value={draft.goods_sns}
                tokenSeparators={[',', ' ', '，']}
                open={false}
                suffixIcon={null}
                onChange={(sns: string[]) =>
                  set({ goods_sns: sns.map((sn) => sn.trim()).filter(Boolean) })
                }
              />
            </Form.Item>
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <PublicationDateField
                  value={draft.published_at}
                  onChange={(published_at) => set({ published_at })}
                />
              </Col>
              <Col xs={24} md={12}>
                <ShownField value={draft.enabled} onChange={(enabled) => set({ enabled })} />
              </Col>
            </Row>
          </Form>
        </Col>
        <Col xs={24} xl={11}>
          {preview.data?.left_out ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={t`Scripts and unsafe markup were left out: the shop will not show them.`}
            />
          ) : null}
          {previewed ? (
            <ShopPreview
              src={previewSrc(id)}
              titles={{ phone: t`The story on a phone`, desktop: t`The story on a desktop` }}
              version={previewed}
            />
          ) : (
            <Empty description={t`Preview the story to see it as shoppers will.`} />
          )}
        </Col>
      </Row>
    </TopicEditorCard>
  );
}

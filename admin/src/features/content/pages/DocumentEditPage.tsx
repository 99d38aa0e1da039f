import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, App, Button, Card, Col, Empty, Input, Row, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { DOCUMENT_PAGE_NAMES, isOneOf } from '../../../../../contract/app-routes';
import { CONTENT_LANGS, type ContentLang } from '../../../../../contract/console-content';
import {
  DOCUMENT_PREVIEW_SEARCH,
  type ConsoleDocument,
  type DocumentWords,
} from '../../../../../contract/console-documents';
import { useKeptState } from '../../../lib/kept-state';
import { formatTime } from '../../../lib/time';
import { documentQuery, usePreviewDocument, usePublishDocument } from '../api';
import { ShopPreview } from '../components/ShopPreview';
import { CONTENT_LANG_NAMES, DOCUMENT_FIELD_NAMES } from '../words';

type Words = Record<ContentLang, DocumentWords>;

/** The shop's page of a document, in its preview mode. */
function previewSrc(code: string): string {
  return isOneOf(DOCUMENT_PAGE_NAMES, code)
    ? `/otherPages/${code}?${DOCUMENT_PREVIEW_SEARCH}`
    : `/otherPages/richText?code=${encodeURIComponent(code)}&${DOCUMENT_PREVIEW_SEARCH}`;
}

/** One document's title and body in both languages, previewed as the shop shows it, published. */
export function DocumentEditPage({ code }: { code: string }) {
  const { data: document } = useQuery(documentQuery(code));
  if (!document) return null;
  // A publish (ours or a colleague's, read again) starts the form over from what is published.
  return <DocumentForm key={document.version} document={document} />;
}

function DocumentForm({ document }: { document: ConsoleDocument }) {
  const { i18n } = useLingui();
  const { message } = App.useApp();
  const [words, setWords, forgetWords] = useKeptState<Words>(
    `document:${document.code}:${document.version}`,
    document.words,
  );
  const [previewed, setPreviewed] = useState(0);
  const preview = usePreviewDocument(document.code);
  const publish = usePublishDocument(document.code);
  const fail = (error: Error) => void message.error(error.message);
  const change = (lang: ContentLang, field: keyof DocumentWords, value: string) =>
    setWords((now) => ({ ...now, [lang]: { ...now[lang], [field]: value } }));
  const showPreview = () =>
    preview.mutate({ words }, { onSuccess: () => setPreviewed((n) => n + 1), onError: fail });
  // Awaited rather than told by the call: the published form is drawn anew before it answers.
  const publishNow = () =>
    publish.mutateAsync({ version: document.version, words }).then(() => {
      forgetWords();
      void message.success(t`The document is published`);
    }, fail);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <Link to="/content" search={{ tab: 'documents' }}>
              <Trans>Documents</Trans>
            </Link>
            <span>/</span>
            <Typography.Text strong>{document.titles.cn || document.code}</Typography.Text>
          </Space>
        }
        extra={
          <Typography.Text type="secondary">
            {document.updated_at ? (
              <Trans>Published {formatTime(document.updated_at)}</Trans>
            ) : null}
          </Typography.Text>
        }
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Tabs
              items={CONTENT_LANGS.map((lang) => ({
                key: lang,
                label: CONTENT_LANG_NAMES[lang],
                children: (
                  <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                    <Input
                      aria-label={i18n._(DOCUMENT_FIELD_NAMES[lang].title)}
                      placeholder={i18n._(DOCUMENT_FIELD_NAMES[lang].title)}
                      value={words[lang].title}
                      onChange={(event) => change(lang, 'title', event.target.value)}
                    />
                    <Input.TextArea
                      aria-label={i18n._(DOCUMENT_FIELD_NAMES[lang].body)}
                      value={words[lang].body}
                      autoSize={{ minRows: 14, maxRows: 28 }}
                      style={{ fontFamily: 'monospace', fontSize: 13 }}
                      onChange={(event) => change(lang, 'body', event.target.value)}
                    />
                  </Space>
                ),
              }))}
            />
            <Space wrap style={{ marginTop: 12 }}>
              <Button onClick={showPreview} loading={preview.isPending}>
                <Trans>Preview</Trans>
              </Button>
              <Button type="primary" onClick={publishNow} loading={publish.isPending}>
                <Trans>Publish</Trans>
              </Button>
            </Space>
          </Col>
          <Col xs={24} xl={12}>
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
                src={previewSrc(document.code)}
                titles={{
                  phone: t`The document on a phone`,
                  desktop: t`The document on a desktop`,
                }}
                version={previewed}
              />
            ) : (
              <Empty description={t`Preview the words to see the page as shoppers will.`} />
            )}
          </Col>
        </Row>
      </Card>
    </Space>
  );
}

import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { App, Col, Form, Input, InputNumber, Modal, Row, Skeleton, Switch } from 'antd';
import { CONTENT_LANGS, type ContentLang } from '../../../../../contract/console-content';
import type {
  ConsoleTopicGroupDetails,
  TopicGroupFields,
} from '../../../../../contract/console-topics';
import { topicGroupQuery, useSaveTopicGroup } from '../topics-api';
import { CONTENT_LANG_NAMES } from '../words';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const blank: TopicGroupFields = {
  slug: '',
  words: { cn: { name: '', description: '' }, en: { name: '', description: '' } },
  sort: 0,
  enabled: true,
};

/**
 * A collection of stories: its address name, its name and description in both languages, its
 * place among the collections, shown or hidden. New when `id` is null.
 */
export function TopicGroupDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TopicGroupFields>();
  const read = useQuery({ ...topicGroupQuery(id ?? 0), enabled: id !== null });
  const group: ConsoleTopicGroupDetails | null = id === null ? null : (read.data ?? null);
  const save = useSaveTopicGroup(id);
  const submit = (values: TopicGroupFields) => {
    const fields: TopicGroupFields = {
      slug: values.slug.trim(),
      words: Object.fromEntries(
        CONTENT_LANGS.map((lang) => [
          lang,
          { name: values.words[lang].name, description: values.words[lang].description ?? '' },
        ]),
      ) as Record<ContentLang, TopicGroupFields['words'][ContentLang]>,
      sort: values.sort,
      enabled: values.enabled,
    };
    save.mutate(group ? { ...fields, version: group.version } : fields, {
      onSuccess: () => {
        void message.success(t`Collection saved`);
        onClose();
      },
      onError: (error) => void message.error(error.message),
    });
  };
  const ready = id === null || group !== null;
  return (
    <Modal
      open
      width={720}
      title={id === null ? t`New collection of stories` : t`Edit the collection of stories`}
      okText={t`Save`}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {ready ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={group ?? blank}
          onFinish={submit}
          requiredMark
        >
          <Form.Item
            name="slug"
            label={t`Address name`}
            extra={t`Lower-case letters, digits and hyphens, e.g. atelier-notes`}
            rules={[
              {
                required: true,
                pattern: SLUG,
                message: t`Use lower-case letters, digits and hyphens`,
              },
            ]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Row gutter={12}>
            {CONTENT_LANGS.map((lang) => (
              <Col key={lang} xs={24} md={12}>
                <Form.Item
                  name={['words', lang, 'name']}
                  label={`${t`Collection name`} · ${CONTENT_LANG_NAMES[lang]}`}
                  rules={[
                    { required: true, whitespace: true, message: t`Give the collection a name` },
                  ]}
                >
                  <Input maxLength={60} />
                </Form.Item>
                <Form.Item
                  name={['words', lang, 'description']}
                  label={`${t`Description`} · ${CONTENT_LANG_NAMES[lang]}`}
                >
                  <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Row gutter={12}>
            <Col xs={12}>
              <Form.Item
                name="sort"
                label={t`Display order`}
                extra={t`Smaller comes first`}
                rules={[{ required: true, message: t`Give the collection its place` }]}
              >
                <InputNumber min={0} max={1_000_000} precision={0} />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item
                name="enabled"
                label={t`Shown to shoppers`}
                valuePropName="checked"
                extra={t`Hidden, its stories' page tells shoppers it is no longer available`}
              >
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}

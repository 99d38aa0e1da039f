import { t } from '@lingui/core/macro';
import { App, Col, DatePicker, Form, Input, Modal, Row, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CONTENT_LANGS,
  type ConsolePopup,
  type PopupFields,
} from '../../../../../contract/console-content';
import { useSavePopup } from '../api';
import { CONTENT_LANG_NAMES } from '../words';

type Words = PopupFields['words'];

interface Values {
  words: Words;
  link: string;
  dates: [Dayjs | null, Dayjs | null] | null;
  enabled: boolean;
}

const empty = { title: '', body: '', button: '' };

/** A popup of the home page in both languages, the dates it shows between, shown or hidden. */
export function PopupDialog({
  popup,
  onClose,
}: {
  popup: ConsolePopup | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSavePopup(popup?.id ?? null);
  const initial: Values = {
    words: popup?.words ?? { cn: { ...empty }, en: { ...empty } },
    link: popup?.link ?? '',
    dates: [
      popup?.starts_at ? dayjs(popup.starts_at) : null,
      popup?.ends_at ? dayjs(popup.ends_at) : null,
    ],
    enabled: popup?.enabled ?? true,
  };
  const submit = (values: Values) => {
    const [from, until] = values.dates ?? [null, null];
    const fields: PopupFields = {
      keyword: popup?.keyword ?? 'home',
      link: values.link.trim(),
      starts_at: from ? from.valueOf() : null,
      ends_at: until ? until.valueOf() : null,
      enabled: values.enabled,
      words: values.words,
    };
    save.mutate(popup ? { ...fields, version: popup.version } : fields, {
      onSuccess: () => {
        void message.success(t`Popup saved`);
        onClose();
      },
      onError: (error) => void message.error(error.message),
    });
  };
  return (
    <Modal
      open
      width={760}
      title={popup ? t`Edit the popup` : t`Add a popup`}
      okText={t`Save`}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Row gutter={16}>
          {CONTENT_LANGS.map((lang) => {
            const language = CONTENT_LANG_NAMES[lang];
            return (
              <Col key={lang} xs={24} md={12}>
                <Form.Item
                  name={['words', lang, 'title']}
                  label={t`Heading · ${language}`}
                  rules={[
                    { required: true, whitespace: true, message: t`Give the popup a heading` },
                  ]}
                >
                  <Input maxLength={80} />
                </Form.Item>
                <Form.Item name={['words', lang, 'body']} label={t`Text · ${language}`}>
                  <Input.TextArea rows={3} maxLength={500} />
                </Form.Item>
                <Form.Item name={['words', lang, 'button']} label={t`Button · ${language}`}>
                  <Input maxLength={30} />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
        <Form.Item name="link" label={t`Link`}>
          <Input maxLength={500} placeholder="/productList" />
        </Form.Item>
        <Row gutter={16}>
          <Col flex="auto">
            <Form.Item name="dates" label={t`Shown between`}>
              <DatePicker.RangePicker
                showTime
                allowEmpty={[true, true]}
                placeholder={[t`From now`, t`Until further notice`]}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col>
            <Form.Item name="enabled" label={t`Shown to shoppers`} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

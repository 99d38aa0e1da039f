import { EyeOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { App, Button, Col, DatePicker, Empty, Form, Input, Modal, Row, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  CONTENT_LANGS,
  POPUP_PREVIEW_SEARCH,
  type ConsolePopup,
  type PopupFields,
  type StoredPicture,
} from '../../../../../contract/console-content';
import { usePreviewPopup, useSavePopup } from '../api';
import { CONTENT_LANG_NAMES, PICTURE_ADVICE } from '../words';
import { PictureField } from './PictureField';
import { ShopPreview } from './ShopPreview';

type Words = PopupFields['words'];

interface Values {
  words: Words;
  link: string;
  dates: [Dayjs | null, Dayjs | null] | null;
  enabled: boolean;
  picture: StoredPicture | null;
}

const empty = { title: '', body: '', button: '' };

/**
 * A popup of the home page in both languages, its picture, the dates it shows between, shown or
 * hidden; previewed on a phone and a desktop as the shoppers will see it, before it is saved.
 */
export function PopupDialog({
  popup,
  onClose,
}: {
  popup: ConsolePopup | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const { _ } = useLingui();
  const [form] = Form.useForm<Values>();
  const save = useSavePopup(popup?.id ?? null);
  const preview = usePreviewPopup();
  const [previewed, setPreviewed] = useState(0);
  const initial: Values = {
    words: popup?.words ?? { cn: { ...empty }, en: { ...empty } },
    link: popup?.link ?? '',
    dates: [
      popup?.starts_at ? dayjs(popup.starts_at) : null,
      popup?.ends_at ? dayjs(popup.ends_at) : null,
    ],
    enabled: popup?.enabled ?? true,
    picture: popup?.picture ?? null,
  };
  const fieldsOf = (values: Values): PopupFields => {
    const [from, until] = values.dates ?? [null, null];
    return {
      keyword: popup?.keyword ?? 'home',
      link: values.link.trim(),
      starts_at: from ? from.valueOf() : null,
      ends_at: until ? until.valueOf() : null,
      enabled: values.enabled,
      words: values.words,
      picture: values.picture,
    };
  };
  const fail = (error: Error) => void message.error(error.message);
  const submit = (values: Values) => {
    const fields = fieldsOf(values);
    save.mutate(popup ? { ...fields, version: popup.version } : fields, {
      onSuccess: () => {
        void message.success(t`Popup saved`);
        onClose();
      },
      onError: fail,
    });
  };
  const showPreview = () =>
    form.validateFields().then(
      (values) =>
        preview.mutate(fieldsOf(values), {
          onSuccess: () => setPreviewed((n) => n + 1),
          onError: fail,
        }),
      () => undefined,
    );
  return (
    <Modal
      open
      width={1180}
      title={popup ? t`Edit the popup` : t`Add a popup`}
      okText={t`Save`}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Row gutter={24}>
        <Col xs={24} xl={13}>
          <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
            <Form.Item name="picture" label={t`Picture`}>
              <PictureField
                label={t`the popup's picture`}
                removable
                advice={_(PICTURE_ADVICE.popup)}
              />
            </Form.Item>
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
        </Col>
        <Col xs={24} xl={11}>
          <Button
            icon={<EyeOutlined />}
            onClick={() => void showPreview()}
            loading={preview.isPending}
            style={{ marginBottom: 12 }}
          >
            {previewed ? <Trans>Preview the changes</Trans> : <Trans>Preview</Trans>}
          </Button>
          {previewed ? (
            <ShopPreview
              src={`/?${POPUP_PREVIEW_SEARCH}`}
              titles={{
                phone: t`The popup on a phone`,
                desktop: t`The popup on a desktop`,
              }}
              version={previewed}
            />
          ) : (
            <Empty description={t`Preview the popup to see it as shoppers will, before saving.`} />
          )}
        </Col>
      </Row>
    </Modal>
  );
}

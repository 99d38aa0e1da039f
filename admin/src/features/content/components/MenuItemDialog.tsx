import { t } from '@lingui/core/macro';
import { App, Col, Form, InputNumber, Modal, Row, Switch } from 'antd';
import type { ConsoleMenuItem, MenuItemFields } from '../../../../../contract/console-menus';
import { useSaveMenuItem } from '../api';
import { LangFields } from './LangFields';

/** A menu item's names in both languages, its place among its siblings, shown or hidden. */
export function MenuItemDialog({
  item,
  onClose,
}: {
  item: Pick<ConsoleMenuItem, 'id' | 'version' | keyof MenuItemFields>;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuItemFields>();
  const save = useSaveMenuItem(item.id);
  const submit = (values: MenuItemFields) =>
    save.mutate(
      { ...values, version: item.version },
      {
        onSuccess: () => {
          void message.success(t`Menu item saved`);
          onClose();
        },
        onError: (error) => void message.error(error.message),
      },
    );
  return (
    <Modal
      open
      width={640}
      title={t`Edit the menu item`}
      okText={t`Save`}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ names: item.names, sort: item.sort, shown: item.shown }}
        onFinish={submit}
      >
        <LangFields
          name="names"
          label={t`Menu name`}
          required={t`Give the menu item a name`}
          max={60}
        />
        <Row gutter={12}>
          <Col xs={12}>
            <Form.Item
              name="sort"
              label={t`Display order`}
              tooltip={t`Smaller numbers come first among the items beside it`}
              rules={[{ required: true, message: t`Give the item its place` }]}
            >
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="shown" label={t`Shown to shoppers`} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

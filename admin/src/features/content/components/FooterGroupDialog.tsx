import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { App, Button, Card, Form, Input, InputNumber, Modal, Space } from 'antd';
import type { ConsoleFooterGroup, FooterGroupFields } from '../../../../../contract/console-menus';
import { useSaveFooterGroup } from '../api';
import { LangFields } from './LangFields';

/** Where a footer link may lead: the shop's own paths, or another site over https. */
const TARGET = /^(\/(?!\/)|https:\/\/)\S*$/;

/** A footer group's title in both languages, its place, and its links in order. */
export function FooterGroupDialog({
  group,
  onClose,
}: {
  group: ConsoleFooterGroup;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FooterGroupFields>();
  const save = useSaveFooterGroup(group.id);
  const submit = (values: FooterGroupFields) =>
    save.mutate(
      { ...values, links: values.links ?? [], version: group.version },
      {
        onSuccess: () => {
          void message.success(t`Footer group saved`);
          onClose();
        },
        onError: (error) => void message.error(error.message),
      },
    );
  return (
    <Modal
      open
      width={760}
      title={t`Edit the footer group`}
      okText={t`Save`}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={group} onFinish={submit}>
        <LangFields
          name="titles"
          label={t`Group title`}
          required={t`Give the group a title`}
          max={60}
        />
        <Form.Item
          name="sort"
          label={t`Display order`}
          tooltip={t`Smaller numbers come first among the footer's groups`}
          rules={[{ required: true, message: t`Give the group its place` }]}
        >
          <InputNumber min={0} max={1_000_000} precision={0} />
        </Form.Item>
        <Form.List name="links">
          {(links, { add, remove, move }) => (
            <Space orientation="vertical" size={8} style={{ width: '100%' }}>
              {links.map((link, index) => (
                <Card
                  key={link.key}
                  size="small"
                  title={t`Link ${index + 1}`}
                  extra={
                    <Space size={4}>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={t`Move link ${index + 1} up`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={t`Move link ${index + 1} down`}
                        disabled={index === links.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t`Remove link ${index + 1}`}
                        onClick={() => remove(index)}
                      />
                    </Space>
                  }
                >
                  <LangFields
                    name={[link.name, 'labels']}
                    label={t`Link text`}
                    required={t`Give the link its words`}
                    max={80}
                  />
                  <Form.Item
                    name={[link.name, 'url']}
                    label={t`Leads to`}
                    style={{ marginBottom: 0 }}
                    rules={[
                      {
                        required: true,
                        pattern: TARGET,
                        message: t`A path of the shop starting with "/", or an address starting with "https://"`,
                      },
                    ]}
                  >
                    <Input maxLength={500} placeholder="/otherPages/boutique" />
                  </Form.Item>
                </Card>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ labels: { cn: '', en: '' }, url: '' })}
              >
                <Trans>Add a link</Trans>
              </Button>
            </Space>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { ROLES } from '../../../../../contract/staff';
import { ConsoleError } from '../../../lib/http';
import { ROLE_NAMES } from '../../session/roles';
import { useAddStaff, type NewStaff, type WithPassword } from '../api';

interface Props {
  open: boolean;
  onClose: () => void;
  onAdded: (added: WithPassword) => void;
}

export function AddStaffModal({ open, onClose, onAdded }: Props) {
  const { _ } = useLingui();
  const [form] = Form.useForm<NewStaff>();
  const add = useAddStaff();
  const refusal = add.error instanceof ConsoleError ? add.error : null;
  const submit = (input: NewStaff) =>
    add.mutate(input, {
      onSuccess: (added) => {
        form.resetFields();
        add.reset();
        onAdded(added);
      },
    });
  return (
    <Modal
      open={open}
      title={t`Add a staff member`}
      okText={t`Add`}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={() => {
        add.reset();
        onClose();
      }}
      destroyOnHidden
    >
      {refusal && (
        <Alert type="error" showIcon title={refusal.message} style={{ marginBottom: 16 }} />
      )}
      <Form<NewStaff>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ role: 'customer_service' }}
      >
        <Form.Item
          name="account"
          label={t`Account`}
          extra={t`3 to 32 lower-case letters, digits, dots, dashes or underscores, starting with a letter`}
          rules={[{ required: true, message: t`Enter an account` }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="display_name" label={t`Name`}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="role" label={t`Role`} rules={[{ required: true }]}>
          <Select options={ROLES.map((role) => ({ value: role, label: _(ROLE_NAMES[role]) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

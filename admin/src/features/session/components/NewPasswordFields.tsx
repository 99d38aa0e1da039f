import { t } from '@lingui/core/macro';
import { Form, Input } from 'antd';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../../contract/rules';

/** The new password twice; the server's rule is checked there, and its refusal shown. */
export function NewPasswordFields() {
  return (
    <>
      <Form.Item
        name="new_password"
        label={t`New password`}
        extra={t`${PASSWORD_MIN} to ${PASSWORD_MAX} characters, with at least one letter and one digit`}
        rules={[{ required: true, message: t`Enter a new password` }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={t`New password again`}
        dependencies={['new_password']}
        rules={[
          { required: true, message: t`Enter the new password again` },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || getFieldValue('new_password') === value
                ? Promise.resolve()
                : Promise.reject(new Error(t`The two passwords differ`)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, App, Button, Form, Input, List, Typography } from 'antd';
import type { ConsoleMemberNote } from '../../../../../contract/console-members';
import { formatTime } from '../../../lib/time';
import { useAddNote } from '../api';

/** The staff's notes about a member, newest first; those with the right write one more. */
export function MemberNotes({
  memberId,
  notes,
  mayWrite,
}: {
  memberId: number;
  notes: ConsoleMemberNote[];
  mayWrite: boolean;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ body: string }>();
  const add = useAddNote(memberId);
  const submit = ({ body }: { body: string }) =>
    add.mutate(
      { body },
      {
        onSuccess: () => {
          void message.success(t`Note added`);
          form.resetFields();
        },
      },
    );
  return (
    <>
      {mayWrite && (
        <Form form={form} onFinish={submit} layout="vertical" style={{ marginBottom: 12 }}>
          {add.error && (
            <Alert type="error" showIcon title={add.error.message} style={{ marginBottom: 12 }} />
          )}
          <Form.Item
            name="body"
            label={<Trans>New note</Trans>}
            rules={[
              { required: true, whitespace: true, message: t`Write the note` },
              { max: 500, message: t`At most 500 characters` },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            <Trans>Add note</Trans>
          </Button>
        </Form>
      )}
      <List<ConsoleMemberNote>
        dataSource={notes}
        locale={{ emptyText: t`No notes yet` }}
        renderItem={(note) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{note.body}</Typography.Text>
              }
              description={`${note.author_name || note.author} · ${formatTime(note.created_at)}`}
            />
          </List.Item>
        )}
      />
    </>
  );
}

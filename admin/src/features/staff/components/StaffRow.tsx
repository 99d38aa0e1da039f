import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { App, Button, Popconfirm, Select, Space, Tag } from 'antd';
import { ROLES, type PublicStaff, type Role } from '../../../../../contract/staff';
import { ConsoleError } from '../../../lib/http';
import { ROLE_NAMES } from '../../session/roles';
import { useChangeStaff, useResetPassword, type WithPassword } from '../api';

function useRefusalMessage() {
  const { message } = App.useApp();
  return (error: unknown) =>
    void message.error(error instanceof ConsoleError ? error.message : String(error));
}

/** A staff member's role, changed in place (not one's own: the server refuses it). */
export function StaffRoleSelect({ staff, self }: { staff: PublicStaff; self: boolean }) {
  const { _ } = useLingui();
  const change = useChangeStaff();
  const refused = useRefusalMessage();
  const { account } = staff;
  return (
    <Select<Role>
      aria-label={t`Role of ${account}`}
      value={staff.role}
      disabled={self || change.isPending}
      style={{ minWidth: 140 }}
      options={ROLES.map((role) => ({ value: role, label: _(ROLE_NAMES[role]) }))}
      onChange={(role) => change.mutate({ kind: 'role', id: staff.id, role }, { onError: refused })}
    />
  );
}

export function StaffState({ staff }: { staff: PublicStaff }) {
  return (
    <Space size={4} wrap>
      {staff.disabled ? (
        <Tag color="default">{t`Disabled`}</Tag>
      ) : staff.must_change_password ? (
        <Tag color="orange">{t`One-time password`}</Tag>
      ) : (
        <Tag color="green">{t`Active`}</Tag>
      )}
      {staff.second_factor && <Tag color="blue">{t`Second factor`}</Tag>}
    </Space>
  );
}

interface ActionsProps {
  staff: PublicStaff;
  self: boolean;
  onPassword: (reset: WithPassword) => void;
}

export function StaffActions({ staff, self, onPassword }: ActionsProps) {
  const change = useChangeStaff();
  const reset = useResetPassword();
  const refused = useRefusalMessage();
  if (self) return <Tag>{t`You`}</Tag>;
  const kind = staff.disabled ? 'enable' : 'disable';
  const { account } = staff;
  return (
    <Space size={0} wrap>
      <Popconfirm
        title={staff.disabled ? t`Enable ${account}?` : t`Disable ${account}? They are signed out.`}
        onConfirm={() => change.mutateAsync({ kind, id: staff.id }).catch(refused)}
      >
        <Button type="link" danger={!staff.disabled} loading={change.isPending}>
          {staff.disabled ? t`Enable` : t`Disable`}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t`Give ${account} a new one-time password? They are signed out.`}
        onConfirm={() => reset.mutateAsync(staff.id).then(onPassword, refused)}
      >
        <Button type="link" loading={reset.isPending}>
          {t`Reset password`}
        </Button>
      </Popconfirm>
    </Space>
  );
}

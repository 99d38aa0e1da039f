import { PlusOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { PublicStaff } from '../../../../../contract/staff';
import { formatTime } from '../../../lib/time';
import { meQuery } from '../../session/api';
import { staffListQuery, type WithPassword } from '../api';
import { AddStaffModal } from '../components/AddStaffModal';
import { OneTimePassword } from '../components/OneTimePassword';
import { StaffActions, StaffRoleSelect, StaffState } from '../components/StaffRow';

/** The owner's list of staff: add one, change a role, disable or enable, reset a password. */
export function StaffPage() {
  const { modal } = App.useApp();
  const { data: staff = [], isFetching } = useQuery(staffListQuery);
  const { data: me } = useQuery(meQuery);
  const [adding, setAdding] = useState(false);
  const showPassword = ({ staff: member, one_time_password }: WithPassword) =>
    modal.success({
      title: t`One-time password`,
      width: 480,
      content: <OneTimePassword account={member.account} password={one_time_password} />,
    });
  const columns: TableColumnsType<PublicStaff> = [
    { title: t`Account`, dataIndex: 'account', key: 'account' },
    { title: t`Name`, dataIndex: 'display_name', key: 'name' },
    {
      title: t`Role`,
      key: 'role',
      render: (_value, row) => <StaffRoleSelect staff={row} self={row.id === me?.id} />,
    },
    { title: t`State`, key: 'state', render: (_value, row) => <StaffState staff={row} /> },
    {
      title: t`Added`,
      key: 'added',
      responsive: ['lg'],
      render: (_value, row) => formatTime(row.created_at),
    },
    {
      title: t`Actions`,
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => (
        <StaffActions staff={row} self={row.id === me?.id} onPassword={showPassword} />
      ),
    },
  ];
  return (
    <Card
      title={<Trans>Staff</Trans>}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          <Trans>Add a staff member</Trans>
        </Button>
      }
    >
      <Table<PublicStaff>
        rowKey="id"
        columns={columns}
        dataSource={staff}
        loading={isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t`No staff yet` }}
      />
      <AddStaffModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(added) => {
          setAdding(false);
          showPassword(added);
        }}
      />
    </Card>
  );
}

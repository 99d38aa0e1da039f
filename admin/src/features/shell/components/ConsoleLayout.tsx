import {
  AppstoreOutlined,
  AuditOutlined,
  CalendarOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  GiftOutlined,
  LogoutOutlined,
  SafetyOutlined,
  SettingOutlined,
  SkinOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { Alert, Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { meQuery, useSignOut } from '../../session/api';
import { areasOf, needsSecondFactor, type AreaPath } from '../../session/areas';
import { ROLE_COLOURS, ROLE_NAMES } from '../../session/roles';
import { LangSwitch } from './LangSwitch';

const AREA_MENU: Record<AreaPath, { label: MessageDescriptor; icon: ReactNode }> = {
  '/dashboard': { label: msg`Dashboard`, icon: <DashboardOutlined /> },
  '/orders': { label: msg`Orders`, icon: <ShoppingOutlined /> },
  '/aftersales': { label: msg`After-sales`, icon: <RollbackOutlined /> },
  '/invoices': { label: msg`Invoices`, icon: <FileTextOutlined /> },
  '/members': { label: msg`Members`, icon: <IdcardOutlined /> },
  '/marketing': { label: msg`Marketing`, icon: <GiftOutlined /> },
  '/appointments': { label: msg`Appointments`, icon: <CalendarOutlined /> },
  '/washing': { label: msg`Washing service`, icon: <SkinOutlined /> },
  '/content': { label: msg`Shop content`, icon: <HomeOutlined /> },
  '/catalogue': { label: msg`Catalogue`, icon: <AppstoreOutlined /> },
  '/staff': { label: msg`Staff`, icon: <TeamOutlined /> },
  '/audit': { label: msg`Audit log`, icon: <AuditOutlined /> },
  '/settings': { label: msg`Settings`, icon: <SettingOutlined /> },
  '/account': { label: msg`My account`, icon: <UserOutlined /> },
};

/** The console's frame: the menu of what the role may do, and who is signed in. */
export function ConsoleLayout() {
  const { _ } = useLingui();
  const { data: me } = useQuery(meQuery);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [collapsed, setCollapsed] = useState(false);
  if (!me) return null;
  const selected = areasOf(me).find((path) => pathname.startsWith(path));
  const leave = () =>
    signOut.mutate(undefined, { onSettled: () => void navigate({ to: '/sign-in' }) });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        breakpoint="lg"
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={208}
        collapsedWidth={64}
      >
        <div className="console-brand">{collapsed ? 'M' : 'MAISON'}</div>
        <Menu
          theme="dark"
          mode="inline"
          aria-label={_(msg`Console menu`)}
          selectedKeys={selected ? [selected] : []}
          items={areasOf(me).map((path) => ({
            key: path,
            icon: AREA_MENU[path].icon,
            label: _(AREA_MENU[path].label),
          }))}
          onClick={({ key }) => void navigate({ to: key as AreaPath })}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <Typography.Text strong>
            <Trans>Merchant console</Trans>
          </Typography.Text>
          <Space size="middle" wrap>
            <Space size={4} data-testid="signed-in-staff">
              <UserOutlined />
              <Typography.Text>{me.display_name || me.account}</Typography.Text>
              <Tag color={ROLE_COLOURS[me.role]}>{_(ROLE_NAMES[me.role])}</Tag>
            </Space>
            <LangSwitch />
            <Button icon={<LogoutOutlined />} onClick={leave} loading={signOut.isPending}>
              <Trans>Sign out</Trans>
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="console-content">
          {needsSecondFactor(me) && (
            <Alert
              type="warning"
              showIcon
              icon={<SafetyOutlined />}
              style={{ marginBottom: 16 }}
              title={
                <Trans>
                  The shop requires a second factor: set up your authenticator below before using
                  the console.
                </Trans>
              }
            />
          )}
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

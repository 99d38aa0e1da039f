import { useLingui } from '@lingui/react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion';

const TOKEN = { colorPrimary: '#1f1f1f', borderRadius: 4 };
const THEME = {
  token: TOKEN,
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#141414', triggerBg: '#1f1f1f' },
    Menu: { darkItemBg: '#141414', darkSubMenuItemBg: '#141414', darkItemSelectedBg: '#3a3a3a' },
  },
};

/** Dialogs, menus and messages appear at once for a staff member whose system asks for less motion. */
const STILL_THEME = { ...THEME, token: { ...TOKEN, motion: false } };

/** antd's words, dates and look follow the console's language. */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const still = usePrefersReducedMotion();
  const english = i18n.locale === 'en';
  dayjs.locale(english ? 'en' : 'zh-cn');
  return (
    <ConfigProvider locale={english ? enUS : zhCN} theme={still ? STILL_THEME : THEME}>
      {/* A new language redraws every screen, with the words of the one chosen. */}
      <App key={i18n.locale}>{children}</App>
    </ConfigProvider>
  );
}

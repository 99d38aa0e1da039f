import { useLingui } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Segmented } from 'antd';
import { activateLang, type Lang } from '../../../lib/lang';

/** 中文 / EN: the server's messages follow too, so what is on screen is asked for again. */
export function LangSwitch() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const value: Lang = i18n.locale === 'en' ? 'en' : 'cn';
  const change = async (lang: Lang) => {
    await activateLang(lang);
    await queryClient.invalidateQueries();
    await router.invalidate();
  };
  return (
    <Segmented<Lang>
      aria-label={t`Language`}
      size="small"
      value={value}
      onChange={(lang) => void change(lang)}
      options={[
        { label: '中文', value: 'cn' },
        { label: 'EN', value: 'en' },
      ]}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import type { Lang } from '../../../lib/lang';
import { appState, changeLang } from '../../app';
import styles from './LangSwitch.module.css';

/** 中文 / EN: writes the lang cookie, switches the catalogue and reloads the route data. */
export function LangSwitch({
  className,
  tone = 'ink',
}: {
  className?: string;
  tone?: 'ink' | 'light';
}) {
  const { t } = useLingui();
  const router = useRouter();
  const { lang } = useSnapshot(appState);
  const pick = async (next: Lang) => {
    if (next === lang) return;
    await changeLang(next);
    void router.invalidate();
  };
  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={[styles.switch, tone === 'light' ? styles.light : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <button
        type="button"
        lang="zh-CN"
        className={styles.option}
        aria-pressed={lang === 'cn'}
        onClick={() => void pick('cn')}
      >
        中文
      </button>
      <span className={styles.divider} aria-hidden="true" />
      <button
        type="button"
        lang="en"
        className={styles.option}
        aria-pressed={lang === 'en'}
        aria-label="English"
        onClick={() => void pick('en')}
      >
        EN
      </button>
    </div>
  );
}

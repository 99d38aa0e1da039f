import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import type { LoginReply } from '../../../../contract/account';
import styles from './LoginPanels.module.css';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';

// Only wide screens offer the WeChat QR code: its code loads when its tab is chosen.
const WechatQrPanel = lazy(() =>
  import('./WechatQrPanel').then((loaded) => ({ default: loaded.WechatQrPanel })),
);

export type LoginWay = 'sms' | 'password' | 'wechat';

/** The ways to sign in, one tab each; only the chosen one is on screen (and polls, for WeChat). */
export function LoginPanels({
  ways,
  onSignedIn,
  onBindNeeded,
}: {
  ways: readonly LoginWay[];
  onSignedIn: (reply: LoginReply) => void;
  onBindNeeded: (state: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [chosen, setChosen] = useState<LoginWay>(ways[0] ?? 'sms');
  const way = ways.includes(chosen) ? chosen : (ways[0] ?? 'sms');
  const labels: Record<LoginWay, string> = {
    sms: t({ message: 'Mobile code', context: 'way to sign in' }),
    password: t({ message: 'Password', context: 'way to sign in' }),
    wechat: t({ message: 'WeChat', context: 'way to sign in' }),
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = ways[(ways.indexOf(way) + step + ways.length) % ways.length] ?? way;
    setChosen(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className={styles.panels}>
      <div role="tablist" aria-label={t`Ways to sign in`} className={styles.tabs}>
        {ways.map((item) => (
          <button
            key={item}
            id={`${id}-tab-${item}`}
            type="button"
            role="tab"
            aria-selected={item === way}
            aria-controls={`${id}-panel`}
            tabIndex={item === way ? 0 : -1}
            className={styles.tab}
            onClick={() => setChosen(item)}
            onKeyDown={onKeyDown}
          >
            {labels[item]}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${way}`}>
        {way === 'sms' && <SmsLoginForm onSignedIn={onSignedIn} />}
        {way === 'password' && <PasswordLoginForm onSignedIn={onSignedIn} />}
        {way === 'wechat' && (
          <Suspense>
            <WechatQrPanel onSignedIn={onSignedIn} onBindNeeded={onBindNeeded} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

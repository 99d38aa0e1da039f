import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ShareType } from '../../../contract/share';
import { isWeChatBrowser, isWideWidth } from '../../lib/device';
import { appState } from '../app';
import styles from './ShareButton.module.css';

const SharePanel = lazy(() => import('./SharePanel'));

/**
 * "Share" for a product, a campaign or an article. Inside WeChat the page also tells the
 * JS-SDK what a share shows; on a phone that can, the system's share sheet opens; elsewhere a
 * small panel offers the link to copy and Weibo. Everything but the button loads when needed.
 */
export function ShareButton({
  type,
  id,
  title,
  centered = false,
}: {
  type: ShareType;
  id: number;
  title: string;
  /** Under a centred heading: the panel opens centred too. */
  centered?: boolean;
}) {
  const { t } = useLingui();
  const { lang, appWidth } = useSnapshot(appState);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const inWeChat = typeof navigator !== 'undefined' && isWeChatBrowser();

  useEffect(() => {
    if (!inWeChat) return;
    void import('./wechat')
      .then((sdk) => sdk.configureWechatShare(queryClient, type, id, lang))
      .catch((error: unknown) => console.warn('[share] WeChat sharing is not set up', error));
  }, [inWeChat, queryClient, type, id, lang]);

  const share = async () => {
    if (!open && !inWeChat && !isWideWidth(appWidth) && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: window.location.href });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen(!open);
  };

  return (
    <div className={`${styles.share} ${centered ? styles.centered : ''}`}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => void share()}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 15V4M7.5 8.5 12 4l4.5 4.5M5 12v7.5h14V12"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
        </svg>
        {t`Share`}
      </button>
      {open && (
        <Suspense fallback={<div id={panelId} className={styles.pending} aria-busy="true" />}>
          <SharePanel id={panelId} type={type} itemId={id} inWeChat={inWeChat} />
        </Suspense>
      )}
    </div>
  );
}

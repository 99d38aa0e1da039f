import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ShareType } from '../../../contract/share';
import { isWideWidth } from '../../lib/device';
import { useQrImage } from '../../lib/qr-image';
import { appState } from '../app';
import { weiboShareQueryOptions } from './api';
import styles from './ShareButton.module.css';

type Copy = 'idle' | 'copied' | 'failed';

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The link to copy, Weibo, and inside WeChat where its own share is. */
export default function SharePanel({
  id,
  type,
  itemId,
  inWeChat,
}: {
  id: string;
  type: ShareType;
  itemId: number;
  inWeChat: boolean;
}) {
  const { t } = useLingui();
  const { lang, appWidth } = useSnapshot(appState);
  const share = useQuery(weiboShareQueryOptions(type, itemId, lang));
  const [copy, setCopy] = useState<Copy>('idle');
  const link = share.data?.link ?? window.location.href;

  const copyLink = async () => setCopy((await copyToClipboard(link)) ? 'copied' : 'failed');

  return (
    <div id={id} className={styles.panel}>
      {inWeChat && (
        <p className={styles.hint}>
          {t`Tap ··· at the top right to send this page to a friend or to Moments.`}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => void copyLink()}>
          {t`Copy link`}
        </button>
        {share.data && (
          <a
            className={styles.action}
            href={share.data.share_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t`Weibo`}
            <span className="visually-hidden">{t`(opens in a new window)`}</span>
          </a>
        )}
      </div>
      {!inWeChat && isWideWidth(appWidth) && <PhoneQr link={link} />}
      <div aria-live="polite" className={styles.status}>
        {copy === 'copied' && <p className={styles.done}>{t`Link copied`}</p>}
      </div>
      {copy === 'failed' && (
        <div role="alert" className={styles.status}>
          <p className={styles.error}>{t`Browser cannot copy to the clipboard`}</p>
          <label className={styles.manual}>
            <span>{t`Copy this link yourself:`}</span>
            <input type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </label>
        </div>
      )}
    </div>
  );
}

/** On a computer: the page's link as a QR code, for a phone to open it there or share it on. */
function PhoneQr({ link }: { link: string }) {
  const { t } = useLingui();
  const image = useQrImage(link, 132);
  return (
    <figure className={styles.qr}>
      {image ? (
        <img src={image} width={132} height={132} alt={t`QR code of this page’s link`} />
      ) : (
        <span className={styles.qrPending} aria-hidden="true" />
      )}
      <figcaption>{t`Scan with your phone to open this page there, or to share it in WeChat.`}</figcaption>
    </figure>
  );
}

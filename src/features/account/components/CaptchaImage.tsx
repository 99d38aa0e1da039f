import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import styles from './MobileCodeFields.module.css';

export interface Captcha {
  key: string;
  image: string;
  expires_at: number;
}

/** The server's picture as an image address (it may come as SVG markup or a data URL). */
export function captchaSrc(image: string): string {
  return image.startsWith('data:')
    ? image
    : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}`;
}

/** The graphic code: tapping it draws a new one. */
export function CaptchaImage({ captcha }: { captcha: UseQueryResult<Captcha> }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={styles.captcha}
      onClick={() => {
        if (!captcha.isFetching) void captcha.refetch();
      }}
      aria-label={t`Graphic code: tap for a new one`}
      title={t`Tap for a new code`}
      aria-busy={captcha.isFetching}
    >
      {captcha.data ? (
        <img src={captchaSrc(captcha.data.image)} alt="" width={120} height={44} />
      ) : (
        <span className={styles.captchaText}>
          {captcha.isError ? <Trans>Tap to retry</Trans> : <Trans>Loading…</Trans>}
        </span>
      )}
    </button>
  );
}

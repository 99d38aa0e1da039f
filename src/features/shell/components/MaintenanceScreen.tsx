import { Trans } from '@lingui/react/macro';
import { useHotline } from '../../content';
import { telHref, WORDMARK } from '../links';
import { LangSwitch } from './LangSwitch';
import styles from './MaintenanceScreen.module.css';

/** The full-screen notice shown instead of the shop while it is under maintenance. */
export function MaintenanceScreen() {
  const hotline = useHotline();
  return (
    <main className={styles.screen}>
      <div className={styles.frame} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.wordmark}>{WORDMARK}</p>
        <span className={styles.rule} aria-hidden="true" />
        <h1 className={styles.title}>
          <Trans>The boutique is being refreshed</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>
            Our online boutique is closed for scheduled maintenance and will reopen shortly. Thank
            you for your patience.
          </Trans>
        </p>
        {hotline && (
          <p className={styles.help}>
            <Trans>Client Services</Trans> <a href={telHref(hotline)}>{hotline}</a>
          </p>
        )}
      </div>
      <LangSwitch className={styles.lang} tone="light" />
    </main>
  );
}

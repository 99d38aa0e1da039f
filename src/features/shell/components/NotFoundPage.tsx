import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../ui/Button';
import styles from './NotFoundPage.module.css';

/** Spec §2: an unknown address shows this page with a link to the home page. */
export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <Trans>This page could not be found</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>The address may be mistyped, or the page may have moved.</Trans>
      </p>
      <Link to="/" className={buttonClass('secondary')}>
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  );
}

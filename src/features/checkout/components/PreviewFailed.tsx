import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { RouteSet } from '../../../lib/route-set';
import { Button, buttonClass } from '../../../ui/Button';
import { cartLink } from '../paths';
import styles from './Checkout.module.css';
import { Message, useProblemOf } from './Parts';

/** The order page when its preview could not be had: why, and a way to ask again. */
export function PreviewFailed({
  error,
  onRetry,
  routeSet,
}: {
  error: unknown;
  onRetry: () => void;
  routeSet: RouteSet;
}) {
  const { t } = useLingui();
  const problemOf = useProblemOf();
  return (
    <Message
      title={t`Your order could not be prepared`}
      actions={
        <>
          <Button variant="secondary" onClick={onRetry}>
            {t`Try again`}
          </Button>
          <Link {...cartLink(routeSet)} className={buttonClass('text')}>
            {t`Go to my bag`}
          </Link>
        </>
      }
    >
      <p className={styles.muted}>{problemOf(error)}</p>
    </Message>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ApiError, isOfflineOrderError } from '../../../lib/api-client';
import { Button, buttonClass } from '../../../ui/Button';
import { ordersLink, shoppingLink } from '../paths';
import type { RouteSet } from '../../../lib/route-set';
import styles from './Checkout.module.css';

/** One part of the order page, under a small heading. */
export function Section({
  title,
  id,
  aside,
  children,
}: {
  title: string;
  id: string;
  /** What acts on the whole section, beside its heading. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

export function Loading() {
  const { t } = useLingui();
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <span className="visually-hidden">{t`Loading`}</span>
      <span className={styles.bar} aria-hidden="true" />
      <span className={styles.bar} aria-hidden="true" />
      <span className={styles.bar} aria-hidden="true" />
    </div>
  );
}

/** A page that says one thing: a heading, a few words and where to go from here. */
export function Message({
  kicker,
  title,
  children,
  actions,
}: {
  kicker?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.center}>
      {kicker && <p className={styles.kicker}>{kicker}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children}
      {actions && <div className={styles.links}>{actions}</div>}
    </div>
  );
}

/** A pay page opened without its order: where the shopper can go on from. */
export function NoPayment({ set }: { set: RouteSet }) {
  const { t } = useLingui();
  const actions = (
    <>
      <Link {...ordersLink(set)} className={buttonClass('primary')}>
        {t`My orders`}
      </Link>
      <Link {...shoppingLink(set)} className={buttonClass('secondary')}>
        {t`Continue shopping`}
      </Link>
    </>
  );
  return (
    <Message title={t`This payment could not be found`} actions={actions}>
      <p className={styles.muted}>{t`Open the order in My orders to pay it or to follow it.`}</p>
    </Message>
  );
}

/** The words for a failed call: the server's own (in the shopper's language), or a plain one. */
export function useProblemOf(): (error: unknown) => string {
  const { t } = useLingui();
  return (error) => {
    if (isOfflineOrderError(error)) return t`You are offline; your order was not sent.`;
    return error instanceof ApiError && error.message
      ? error.message
      : t`This could not be loaded. Check your connection and try again.`;
  };
}

/**
 * A pay page whose data did not come. The shop's refusal keeps the page's own title and the
 * shop's words; no answer at all (the network dropped the call) says so and offers to ask again,
 * rather than calling the order or payment missing and leaving the shopper nowhere to go.
 */
export function LoadFailed({
  error,
  refusedTitle,
  onRetry,
  actions,
}: {
  error: unknown;
  refusedTitle: string;
  onRetry: () => void;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const problemOf = useProblemOf();
  const unanswered = !(error instanceof ApiError);
  const retry = unanswered && (
    <Button variant="primary" onClick={onRetry}>
      {t`Try again`}
    </Button>
  );
  return (
    <Message
      title={unanswered ? t`The shop could not be reached` : refusedTitle}
      actions={
        retry || actions ? (
          <>
            {retry}
            {actions}
          </>
        ) : undefined
      }
    >
      <p className={styles.muted}>{problemOf(error)}</p>
    </Message>
  );
}

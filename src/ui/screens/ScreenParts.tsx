import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import styles from './ScreenParts.module.css';

/** A screen's heading, with what acts on the whole screen beside it. */
export function ScreenHeading({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.heading}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {actions && <div className={styles.headingActions}>{actions}</div>}
    </div>
  );
}

export function ScreenLoading() {
  const { t } = useLingui();
  return (
    <div className={styles.loading} aria-busy="true" aria-label={t`Loading`}>
      <span />
      <span />
      <span />
    </div>
  );
}

/** A screen whose data could not be loaded (not a refusal to a visitor: that is SignInNeeded). */
export function ScreenError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.message} role="alert">
      <p>{t`This could not be loaded. Check your connection and try again.`}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}

/** Previous and next for a paged list. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      <Button variant="text" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t({ message: 'Previous', context: 'page' })}
      </Button>
      <span className={styles.pageOf}>{t`Page ${page} of ${pageCount}`}</span>
      <Button variant="text" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t({ message: 'Next', context: 'page' })}
      </Button>
    </nav>
  );
}

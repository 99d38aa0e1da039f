import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '../../../ui/Button';
import { useSetParam } from '../paths';
import styles from './EmptyResults.module.css';

/** No goods: say why and offer a way on. */
export function EmptyResults({
  keyword,
  hasFilters,
  onClearFilters,
}: {
  keyword?: string;
  hasFilters: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useLingui();
  const set = useSetParam();
  return (
    <div className={styles.empty} role="status">
      <h2 className={styles.title}>
        {keyword ? t`No results for “${keyword}”` : t`Nothing matches this selection`}
      </h2>
      <p className={styles.text}>
        {hasFilters ? (
          <Trans>Try removing a filter, or explore the whole collection.</Trans>
        ) : keyword ? (
          <Trans>Check the spelling, try a more general word, or explore the collection.</Trans>
        ) : (
          <Trans>New pieces arrive every season. Explore the whole collection meanwhile.</Trans>
        )}
      </p>
      <div className={styles.actions}>
        {hasFilters && (
          <Button variant="secondary" onClick={onClearFilters}>
            {t`Clear filters`}
          </Button>
        )}
        <Link to="/{-$set}/productList" params={set} search={{}} className={buttonClass('primary')}>
          {t`View all pieces`}
        </Link>
      </div>
    </div>
  );
}

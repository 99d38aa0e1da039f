import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CategoryRef } from '../../../../contract/catalogue';
import { useSetParam } from '../paths';
import styles from './Breadcrumb.module.css';

/** Home, then the category path; the last step is the current page. */
export function Breadcrumb({ path, current }: { path: CategoryRef[]; current?: string }) {
  const { t } = useLingui();
  const set = useSetParam();
  const steps = current ? path : path.slice(0, -1);
  const last = current ?? path[path.length - 1]?.name;
  return (
    <nav className={styles.breadcrumb} aria-label={t`Breadcrumb`}>
      <ol>
        <li>
          <Link to="/">{t`Home`}</Link>
        </li>
        {steps.map((step) => (
          <li key={step.id}>
            <Link to="/{-$set}/productList" params={set} search={{ category_id: step.id }}>
              {step.name}
            </Link>
          </li>
        ))}
        {last && (
          <li>
            <span aria-current="page">{last}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}

import { Trans } from '@lingui/react/macro';
import type { MenuItem } from '../../../../contract/content';
import { AppLink } from '../../../ui/AppLink';
import { Picture } from '../../../ui/Picture';
import styles from './MegaMenu.module.css';

/** A top-level category's panel: its sub-categories and a picture. */
export default function Panel({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const grouped = item.children.some((child) => child.children.length > 0);
  const feature = item.picture ?? item.children.find((child) => child.picture)?.picture ?? null;
  // The menu may already carry its own "view all" entry pointing at the category.
  const listsParent = item.children.some((child) => child.link === item.link);
  const count = item.children.length;
  const rows = count <= 5 ? count : Math.min(6, Math.ceil(count / 2));
  return (
    <div className={styles.panel}>
      <div className={styles.inner}>
        <div className={styles.intro}>
          <p className={styles.introTitle} aria-hidden="true">
            {item.name}
          </p>
          {!listsParent && (
            <AppLink href={item.link} className={styles.viewAll} onClick={onNavigate}>
              <Trans>Discover all: {item.name}</Trans>
            </AppLink>
          )}
        </div>
        {grouped ? (
          <div className={styles.groups}>
            {item.children.map((child) => (
              <div key={child.id} className={styles.group}>
                <AppLink href={child.link} className={styles.groupTitle} onClick={onNavigate}>
                  {child.name}
                </AppLink>
                {child.children.length > 0 && (
                  <ul className={styles.links}>
                    {child.children.map((leaf) => (
                      <li key={leaf.id}>
                        <AppLink href={leaf.link} onClick={onNavigate}>
                          {leaf.name}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        ) : (
          <ul
            className={`${styles.links} ${styles.flat}`}
            style={{ gridTemplateRows: `repeat(${Math.max(1, rows)}, auto)` }}
          >
            {item.children.map((child) => (
              <li key={child.id}>
                <AppLink href={child.link} onClick={onNavigate}>
                  {child.name}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
        {feature && (
          <AppLink
            href={item.link}
            className={styles.feature}
            onClick={onNavigate}
            tabIndex={-1}
            aria-hidden="true"
          >
            <Picture picture={feature} alt="" sizes="240px" />
          </AppLink>
        )}
      </div>
    </div>
  );
}

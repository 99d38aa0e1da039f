import { Link } from '@tanstack/react-router';
import { Icon } from '../../../ui/Icon';
import { useMemberLink } from '../../../lib/member-area/view';
import type { MemberSearch } from '../../../lib/member-area/search';
import styles from './BackLink.module.css';

/** The way back to the screen an order or a request was opened from. */
export function BackLink({ search, label }: { search: MemberSearch; label: string }) {
  const memberLink = useMemberLink();
  return (
    <Link {...memberLink(search)} className={styles.back}>
      <Icon name="chevronLeft" size={16} />
      <span>{label}</span>
    </Link>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { deviceOffline } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { signOut } from '../../account';
import {
  MEMBER_TABS,
  memberTabLink,
  navTabOf,
  useMemberRouteSet,
  useMemberScreen,
} from '../../../lib/member-routes';
import { useTabLabels } from './labels';
import styles from './MemberNav.module.css';

/** The desktop side navigation: every screen of the member area. */
export function MemberNav() {
  const { t } = useLingui();
  const labels = useTabLabels();
  const routeSet = useMemberRouteSet();
  const current = navTabOf(useMemberScreen());
  return (
    <nav aria-label={t`My account`}>
      <ul className={styles.list}>
        {MEMBER_TABS.map((tab) => (
          <li key={tab}>
            <Link
              {...memberTabLink(routeSet, tab)}
              className={`${styles.link} ${tab === current ? styles.current : ''}`}
              aria-current={tab === current ? 'page' : undefined}
            >
              {tab === 'user-center' ? t`Overview` : labels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Signs the member out, network or not. Online it leaves the member area for the home page first
 * (so that nothing on screen asks for personal data again). Offline the home page may not be on
 * the device: the member area, which is, turns into its signed-out state where it stands.
 */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        const offline = deviceOffline();
        if (!offline) await navigate({ to: '/' });
        await signOut(queryClient);
        // Where it stands, the signed-out area is shorter than the member's: from its top.
        if (offline) window.scrollTo({ top: 0 });
      }}
    >
      {t`Sign out`}
    </Button>
  );
}

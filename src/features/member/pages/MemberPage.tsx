import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError, CODE_LOGIN_NEEDED } from '../../../lib/api-client';
import { PERSONAL_QUERY_KEY } from '../../../lib/query-client';
import { Icon } from '../../../ui/Icon';
import { userState } from '../../account';
import { appState } from '../../app';
import { requestSignIn, userCenterQueryOptions } from '../api';
import { useUserCenter } from '../center';
import { MemberNav, SignOutButton } from '../components/MemberNav';
import { SignInNeeded } from '../components/SignInNeeded';
import { useTabLabels } from '../components/labels';
import { memberTabLink, useMemberRouteSet, useMemberScreen } from '../../../lib/member-routes';
import { useMemberWide } from '../layout';
import { useMemberMessages } from '../messages';
import styles from './MemberPage.module.css';

/**
 * /personal, /mobile/personal and /pc/personal/my: the member area's frame, its navigation and
 * the screen its route shows (`children`), or, for a visitor, the sign-in-needed screen.
 */
export function MemberPage({ children }: { children: ReactNode }) {
  useMemberMessages();
  const { lang } = useSnapshot(appState);
  const { userInfo } = useSnapshot(userState);
  const wide = useMemberWide();
  // The frame's loader asks for no data: a visitor's -1 from this read shows the sign-in screen.
  const center = useQuery(userCenterQueryOptions());
  useAskVisitorToSignIn();
  useReloadOnSignIn(userInfo !== null);
  useRefreshOnLanguageChange(lang);
  const loginNeeded =
    !userInfo || (center.error instanceof ApiError && center.error.code === CODE_LOGIN_NEEDED);

  return (
    <div className={styles.page}>
      {loginNeeded ? (
        <SignInNeeded />
      ) : wide ? (
        <DesktopArea>{children}</DesktopArea>
      ) : (
        <PhoneArea>{children}</PhoneArea>
      )}
    </div>
  );
}

/**
 * A visitor who opens the member area is asked once to sign in: the user center call answers -1,
 * which opens the dialog (wide) or the sign-in page (narrow). A session that ends during the
 * visit has had its own -1 already.
 */
function useAskVisitorToSignIn(): void {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || userState.userInfo) return;
    asked.current = true;
    void requestSignIn();
  }, []);
}

/**
 * Once the shopper signs in where the area asked (a visitor, or a session that had ended), the
 * screen's route loads again, for their data, in place of what it loaded or failed without it.
 */
function useReloadOnSignIn(signedIn: boolean): void {
  const router = useRouter();
  const shown = useRef(signedIn);
  useEffect(() => {
    if (signedIn && !shown.current) void router.invalidate();
    shown.current = signedIn;
  }, [signedIn, router]);
}

/**
 * Level names, coupon names and point types come in the request's language: when the shopper
 * switches, what is on screen is asked for again (the keys carry no language, so nothing
 * personal is kept twice).
 */
function useRefreshOnLanguageChange(lang: string): void {
  const queryClient = useQueryClient();
  const shown = useRef(lang);
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    void queryClient.invalidateQueries({ queryKey: PERSONAL_QUERY_KEY });
  }, [lang, queryClient]);
}

function DesktopArea({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const center = useUserCenter();
  return (
    <div className={styles.layout}>
      <aside className={styles.aside}>
        <p className={styles.kicker}>{t`My account`}</p>
        <p className={styles.name}>{center.data?.display_name ?? '\u00a0'}</p>
        <MemberNav />
        <SignOutButton className={styles.signOut} />
      </aside>
      <div className={styles.screen}>{children}</div>
    </div>
  );
}

/**
 * On a phone the user center lists the screens; each opens in place, with a way back. An order
 * or an after-sales request has its own way back, to the screen it was opened from.
 */
function PhoneArea({ children }: { children: ReactNode }) {
  const labels = useTabLabels();
  const routeSet = useMemberRouteSet();
  const tab = useMemberScreen();
  return (
    <div className={styles.phone}>
      {tab !== 'user-center' && tab !== 'order' && tab !== 'refund' && (
        <Link {...memberTabLink(routeSet, 'user-center')} className={styles.back}>
          <Icon name="chevronLeft" size={16} />
          <span>{labels['user-center']}</span>
        </Link>
      )}
      {children}
    </div>
  );
}

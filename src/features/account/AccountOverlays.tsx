import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from '../app';
import { accountNotice } from './state';

const LoginDialog = lazy(() => import('./components/LoginDialog'));
const AccountNotice = lazy(() => import('./components/AccountNotice'));

/**
 * What the account feature shows over any page: the sign-in dialog (wide screens) and a notice.
 * Both load with their own chunk, only when they are needed.
 */
export function AccountOverlays() {
  const { openLogin } = useSnapshot(appState);
  const { message } = useSnapshot(accountNotice);
  return (
    <>
      {openLogin && (
        <Suspense fallback={null}>
          <LoginDialog
            onClose={() => {
              appState.openLogin = false;
            }}
          />
        </Suspense>
      )}
      {message && (
        <Suspense fallback={null}>
          <AccountNotice />
        </Suspense>
      )}
    </>
  );
}

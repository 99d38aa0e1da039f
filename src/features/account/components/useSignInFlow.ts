import { useQueryClient } from '@tanstack/react-query';
import { useRouter, type NavigateOptions } from '@tanstack/react-router';
import type { LoginReply } from '../../../../contract/account';
import { appState } from '../../app';
import { memberHomeLink } from '../paths';
import { sessionStore } from '../../../lib/safe-storage';
import { currentPage, rememberReturnPage } from '../return-page';
import { hrefOf, takeReturnPage } from '../return-target';
import { completeSignIn } from '../session';

/** What the sign-in screens do once the server has said yes, and how they leave the dialog. */
export function useSignInFlow() {
  const router = useRouter();
  const queryClient = useQueryClient();

  /** Back to the page stored on arrival at the sign-in page (spec §2), else the member area. */
  const goBack = () => {
    const page = takeReturnPage(sessionStore);
    if (!page) return void router.navigate({ ...memberHomeLink, replace: true });
    // The page kept is an address the router resolved before, kept as text.
    void router.navigate({ href: hrefOf(page, router.options.stringifySearch), replace: true });
  };

  return {
    signIn: (reply: LoginReply) => completeSignIn(queryClient, reply),
    goBack,
    /** A sign-in page: signed in, the shopper goes back where they came from. */
    finishOnPage(reply: LoginReply) {
      completeSignIn(queryClient, reply);
      goBack();
    },
    /** The dialog: it closes over the page the shopper was on, which now shows them signed in. */
    finishInDialog(reply: LoginReply) {
      completeSignIn(queryClient, reply);
      takeReturnPage(sessionStore);
      appState.openLogin = false;
    },
    /** From the dialog to a page of the sign-in flow; signing in there comes back here. */
    leaveDialogFor(page: NavigateOptions) {
      rememberReturnPage(currentPage(router), sessionStore);
      appState.openLogin = false;
      void router.navigate(page);
    },
  };
}

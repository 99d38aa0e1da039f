import { createFileRoute, redirect } from '@tanstack/react-router';
import { meQuery } from '../features/session/api';
import { landingOf } from '../features/session/areas';
import { signedInOrSignIn } from '../features/session/guard';
import { PasswordChangePage } from '../features/session/pages/PasswordChangePage';

export const Route = createFileRoute('/password')({
  beforeLoad: async ({ context }) => {
    const me = await signedInOrSignIn(context.queryClient.fetchQuery(meQuery));
    if (!me.must_change_password) throw redirect({ to: landingOf(me) });
  },
  component: PasswordChangePage,
});

import { createFileRoute, redirect } from '@tanstack/react-router';
import { meQuery } from '../features/session/api';
import { signedInOrSignIn } from '../features/session/guard';
import { ConsoleLayout } from '../features/shell/components/ConsoleLayout';

export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ context }) => {
    const me = await signedInOrSignIn(context.queryClient.ensureQueryData(meQuery));
    if (me.must_change_password) throw redirect({ to: '/password' });
    return { me };
  },
  component: ConsoleLayout,
});

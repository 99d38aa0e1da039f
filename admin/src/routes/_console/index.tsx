import { createFileRoute, redirect } from '@tanstack/react-router';
import { landingOf } from '../../features/session/areas';

// No page of its own: the console opens on the first area the role may use.
export const Route = createFileRoute('/_console/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: landingOf(context.me) });
  },
});

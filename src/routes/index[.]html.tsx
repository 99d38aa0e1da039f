import { createFileRoute, redirect } from '@tanstack/react-router';

// The shell's own file: the server sends it as a file (the service worker installs it from
// there), and a visit that opens it (an old bookmark, a host's default address) goes home.
export const Route = createFileRoute('/index.html')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/', search, replace: true });
  },
});

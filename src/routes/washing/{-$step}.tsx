import { createFileRoute } from '@tanstack/react-router';
import {
  WashingPage,
  loadWashingRoute,
  validateWashingSearch,
} from '../../features/appointments/routing';

export const Route = createFileRoute('/washing/{-$step}')({
  validateSearch: validateWashingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadWashingRoute(context.queryClient, undefined, params.step, deps),
  component: function SharedWashingRoute() {
    return <WashingPage view={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});

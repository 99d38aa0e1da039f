import { createFileRoute } from '@tanstack/react-router';
import {
  WashingPage,
  loadWashingRoute,
  validateWashingSearch,
} from '../../../../features/appointments/routing';

export const Route = createFileRoute('/{-$set}/otherPages/washing/{-$step}')({
  validateSearch: validateWashingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadWashingRoute(context.queryClient, params.set, params.step, deps),
  component: function WashingRoute() {
    return <WashingPage view={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import {
  BoutiquePage,
  boutiqueSearchSchema,
  loadBoutiqueRoute,
} from '../../../features/stores/routing';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/otherPages/boutique')({
  staticData: { siteMap: { entry: 'boutiques' } },
  validateSearch: boutiqueSearchSchema,
  loader: ({ context, params }) => loadBoutiqueRoute(context.queryClient, params.set),
  pendingComponent: RoutePending,
  component: function BoutiqueRoute() {
    return <BoutiquePage search={Route.useSearch()} routeSet={Route.useLoaderData()} />;
  },
});

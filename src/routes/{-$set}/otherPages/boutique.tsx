import { createFileRoute } from '@tanstack/react-router';
import {
  BoutiquePage,
  loadBoutiqueRoute,
  validateBoutiqueSearch,
} from '../../../features/stores/routing';

export const Route = createFileRoute('/{-$set}/otherPages/boutique')({
  validateSearch: validateBoutiqueSearch,
  loader: ({ context, params }) => loadBoutiqueRoute(context.queryClient, params.set),
  component: function BoutiqueRoute() {
    return <BoutiquePage search={Route.useSearch()} routeSet={Route.useLoaderData()} />;
  },
});

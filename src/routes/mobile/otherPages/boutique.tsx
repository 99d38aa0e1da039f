import { createFileRoute } from '@tanstack/react-router';
import {
  BoutiquePage,
  loadBoutiqueRoute,
  validateBoutiqueSearch,
} from '../../../features/stores/routing';

export const Route = createFileRoute('/mobile/otherPages/boutique')({
  validateSearch: validateBoutiqueSearch,
  loader: ({ context }) => loadBoutiqueRoute(context.queryClient),
  component: function MobileBoutiqueRoute() {
    return <BoutiquePage search={Route.useSearch()} routeSet="mobile" />;
  },
});

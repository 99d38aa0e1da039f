import { createFileRoute } from '@tanstack/react-router';
import {
  BoutiquePage,
  loadBoutiqueRoute,
  validateBoutiqueSearch,
} from '../../../features/stores/routing';

export const Route = createFileRoute('/pc/otherPages/boutique')({
  validateSearch: validateBoutiqueSearch,
  loader: ({ context }) => loadBoutiqueRoute(context.queryClient),
  component: function PcBoutiqueRoute() {
    return <BoutiquePage search={Route.useSearch()} routeSet="pc" />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import {
  currentLang,
  DocumentPage,
  documentQueryOptions,
  loadDocumentsMessages,
} from '../../../features/documents/routing';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/otherPages/paymentMethod')({
  staticData: { siteMap: { entry: 'payment' } },
  loader: async ({ context, params }) => {
    const routeSet = routeSetOf(params.set);
    await Promise.all([
      context.queryClient.ensureQueryData(documentQueryOptions('paymentMethod', currentLang())),
      DocumentPage.preload?.(),
      loadDocumentsMessages(),
    ]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function DocumentPaymentMethodRoute() {
    return <DocumentPage routeSet={Route.useLoaderData()} code="paymentMethod" />;
  },
});

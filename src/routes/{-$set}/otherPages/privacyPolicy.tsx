import { createFileRoute } from '@tanstack/react-router';
import {
  currentLang,
  DocumentPage,
  documentQueryOptions,
  loadDocumentsMessages,
} from '../../../features/documents/routing';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/otherPages/privacyPolicy')({
  staticData: { siteMap: { entry: 'privacy' } },
  loader: async ({ context, params }) => {
    const routeSet = routeSetOf(params.set);
    await Promise.all([
      context.queryClient.ensureQueryData(documentQueryOptions('privacyPolicy', currentLang())),
      DocumentPage.preload?.(),
      loadDocumentsMessages(),
    ]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function DocumentPrivacyPolicyRoute() {
    return <DocumentPage routeSet={Route.useLoaderData()} code="privacyPolicy" />;
  },
});

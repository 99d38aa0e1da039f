import { createFileRoute } from '@tanstack/react-router';
import {
  currentLang,
  DocumentPage,
  documentQueryOptions,
  loadDocumentsMessages,
} from '../../../features/documents/routing';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/otherPages/commonProblem')({
  staticData: { siteMap: { entry: 'questions' } },
  loader: async ({ context, params }) => {
    const routeSet = routeSetOf(params.set);
    await Promise.all([
      context.queryClient.ensureQueryData(documentQueryOptions('commonProblem', currentLang())),
      DocumentPage.preload?.(),
      loadDocumentsMessages(),
    ]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function DocumentCommonProblemRoute() {
    return <DocumentPage routeSet={Route.useLoaderData()} code="commonProblem" questions />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import {
  currentLang,
  documentListQueryOptions,
  DocumentsCentrePage,
  loadDocumentsMessages,
} from '../../../features/documents/routing';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/otherPages/docx')({
  staticData: { siteMap: { entry: 'documents' } },
  loader: async ({ context, params }) => {
    const routeSet = routeSetOf(params.set);
    await Promise.all([
      context.queryClient.ensureQueryData(documentListQueryOptions(currentLang())),
      DocumentsCentrePage.preload?.(),
      loadDocumentsMessages(),
    ]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function DocumentsCentreRoute() {
    return <DocumentsCentrePage routeSet={Route.useLoaderData()} />;
  },
});

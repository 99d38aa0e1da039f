import { createFileRoute } from '@tanstack/react-router';
import {
  currentLang,
  DocumentPage,
  documentQueryOptions,
  loadDocumentsMessages,
} from '../../../features/documents/routing';
import { richTextSearch } from '../../../features/documents/search-params';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/otherPages/richText')({
  validateSearch: richTextSearch,
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set);
    await Promise.all([
      deps.code === undefined
        ? undefined
        : context.queryClient.ensureQueryData(documentQueryOptions(deps.code, currentLang())),
      DocumentPage.preload?.(),
      loadDocumentsMessages(),
    ]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function DocumentRichTextRoute() {
    return <DocumentPage routeSet={Route.useLoaderData()} code={Route.useSearch().code} />;
  },
});

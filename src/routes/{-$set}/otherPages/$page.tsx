import { createFileRoute } from '@tanstack/react-router';
import {
  DocumentScreen,
  loadDocumentRoute,
  validateDocumentSearch,
} from '../../../features/documents/routing';

export const Route = createFileRoute('/{-$set}/otherPages/$page')({
  validateSearch: validateDocumentSearch,
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: ({ context, params, deps }) =>
    loadDocumentRoute(context.queryClient, params.set, params.page, deps),
  component: function DocumentRoute() {
    return <DocumentScreen view={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});

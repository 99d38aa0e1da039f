import { createFileRoute } from '@tanstack/react-router';
import { documentQuery } from '../../features/content/api';
import { DocumentEditPage } from '../../features/content/pages/DocumentEditPage';

export const Route = createFileRoute('/_console/content_/documents/$code')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(documentQuery(params.code)),
  component: DocumentRoute,
});

function DocumentRoute() {
  const { code } = Route.useParams();
  return <DocumentEditPage code={code} />;
}

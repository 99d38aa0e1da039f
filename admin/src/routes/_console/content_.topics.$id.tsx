import { createFileRoute } from '@tanstack/react-router';
import { TopicPageEditPage } from '../../features/content/pages/TopicPageEditPage';
import { topicPageQuery, topicsQuery } from '../../features/content/topics-api';

/** A campaign's id, or "new". */
const idOf = (id: string) => (/^\d{1,10}$/.test(id) ? Number(id) : null);

export const Route = createFileRoute('/_console/content_/topics/$id')({
  loader: async ({ context, params }) => {
    const id = idOf(params.id);
    await Promise.all([
      context.queryClient.ensureQueryData(topicsQuery),
      id === null ? undefined : context.queryClient.ensureQueryData(topicPageQuery(id)),
    ]);
  },
  component: TopicRoute,
});

function TopicRoute() {
  const { id } = Route.useParams();
  return <TopicPageEditPage key={id} id={idOf(id)} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { TopicNewsEditPage } from '../../features/content/pages/TopicNewsEditPage';
import { topicNewsQuery, topicsQuery } from '../../features/content/topics-api';

/** A story's id, or "new". */
const idOf = (id: string) => (/^\d{1,10}$/.test(id) ? Number(id) : null);

export const Route = createFileRoute('/_console/content_/stories/$id')({
  loader: async ({ context, params }) => {
    const id = idOf(params.id);
    await Promise.all([
      context.queryClient.ensureQueryData(topicsQuery),
      id === null ? undefined : context.queryClient.ensureQueryData(topicNewsQuery(id)),
    ]);
  },
  component: StoryRoute,
});

function StoryRoute() {
  const { id } = Route.useParams();
  return <TopicNewsEditPage key={id} id={idOf(id)} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { hostedScreens } from '../../features/hosted-screens';
import { MemberPage, loadMemberRoute, validateMemberSearch } from '../../features/member/routing';

export const Route = createFileRoute('/personal/')({
  validateSearch: validateMemberSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadMemberRoute(context.queryClient, deps, hostedScreens),
  component: function SharedMemberRoute() {
    return <MemberPage search={Route.useSearch()} routeSet="shared" hosted={hostedScreens} />;
  },
});

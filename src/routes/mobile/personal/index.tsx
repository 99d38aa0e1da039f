import { createFileRoute } from '@tanstack/react-router';
import { hostedScreens } from '../../../features/hosted-screens';
import {
  MemberPage,
  loadMemberRoute,
  validateMemberSearch,
} from '../../../features/member/routing';

export const Route = createFileRoute('/mobile/personal/')({
  validateSearch: validateMemberSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadMemberRoute(context.queryClient, deps, hostedScreens),
  component: function MobileMemberRoute() {
    return <MemberPage search={Route.useSearch()} routeSet="mobile" hosted={hostedScreens} />;
  },
});

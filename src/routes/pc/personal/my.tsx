import { createFileRoute } from '@tanstack/react-router';
import { hostedScreens } from '../../../features/hosted-screens';
import {
  MemberPage,
  loadMemberRoute,
  validateMemberSearch,
} from '../../../features/member/routing';

export const Route = createFileRoute('/pc/personal/my')({
  validateSearch: validateMemberSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadMemberRoute(context.queryClient, deps, hostedScreens),
  component: function PcMemberRoute() {
    return <MemberPage search={Route.useSearch()} routeSet="pc" hosted={hostedScreens} />;
  },
});

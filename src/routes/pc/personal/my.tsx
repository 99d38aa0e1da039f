import { createFileRoute } from '@tanstack/react-router';
import {
  MemberPage,
  loadMemberRoute,
  validateMemberSearch,
} from '../../../features/member/routing';

export const Route = createFileRoute('/pc/personal/my')({
  validateSearch: validateMemberSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadMemberRoute(context.queryClient, deps),
  component: function PcMemberRoute() {
    return <MemberPage search={Route.useSearch()} routeSet="pc" />;
  },
});

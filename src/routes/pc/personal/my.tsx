import { createFileRoute } from '@tanstack/react-router';
import { memberArea } from '../../../features/hosted-screens';
import {
  MemberPage,
  loadMemberRoute,
  memberScreenOf,
  validateMemberSearch,
} from '../../../features/member/routing';

export const Route = createFileRoute('/pc/personal/my')({
  validateSearch: validateMemberSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadMemberRoute(context.queryClient, deps, memberScreenOf(memberArea, deps)),
  component: function PcMemberRoute() {
    return <MemberPage search={Route.useSearch()} routeSet="pc" hosted={memberArea} />;
  },
});

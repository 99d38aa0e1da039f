import { createFileRoute } from '@tanstack/react-router';
import { memberArea } from '../../../features/hosted-screens';
import {
  MemberPage,
  loadMemberRoute,
  memberScreenOf,
  validateMemberSearch,
} from '../../../features/member/routing';
import { routeSetOf } from '../../../lib/route-set';

// The desktop set's member area has an address of its own, /pc/personal/my.
export const Route = createFileRoute('/{-$set}/personal/')({
  validateSearch: validateMemberSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set, ['mobile']);
    await loadMemberRoute(context.queryClient, deps, memberScreenOf(memberArea, deps));
    return routeSet;
  },
  component: function MemberRoute() {
    const routeSet = Route.useLoaderData();
    return <MemberPage search={Route.useSearch()} routeSet={routeSet} hosted={memberArea} />;
  },
});

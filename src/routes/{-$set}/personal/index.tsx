import { createFileRoute } from '@tanstack/react-router';
import { hostedScreens } from '../../../features/hosted-screens';
import {
  MemberPage,
  loadMemberRoute,
  validateMemberSearch,
} from '../../../features/member/routing';
import { routeSetOf } from '../../../lib/route-set';

// The desktop set's member area has an address of its own, /pc/personal/my.
export const Route = createFileRoute('/{-$set}/personal/')({
  validateSearch: validateMemberSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set, ['mobile']);
    await loadMemberRoute(context.queryClient, deps, hostedScreens);
    return routeSet;
  },
  component: function MemberRoute() {
    const routeSet = Route.useLoaderData();
    return <MemberPage search={Route.useSearch()} routeSet={routeSet} hosted={hostedScreens} />;
  },
});

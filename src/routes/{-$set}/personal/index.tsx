import { createFileRoute, redirect } from '@tanstack/react-router';
import { UserCenter, loadUserCenter } from '../../../features/member/routing';
import { formerMemberLink, formerMemberSearch } from '../../../lib/member-legacy';
import { memberSetOf } from '../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../ui/screens/RouteStates';

// The user center. The area's former addresses (?tab=orders&status=to_pay …) lead from here to
// their screen's own route.
export const Route = createFileRoute('/{-$set}/personal/')({
  staticData: {
    memberScreen: 'user-center',
    siteMap: { entry: 'account', sets: ['shared', 'mobile'] },
  },
  validateSearch: formerMemberSearch,
  beforeLoad: ({ params, search }) => {
    const routeSet = memberSetOf(params.set);
    if (Object.values(search).some((value) => value !== undefined)) {
      throw redirect({ ...formerMemberLink(routeSet, search), replace: true });
    }
  },
  loader: ({ context }) => loadUserCenter(context.queryClient),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: UserCenter,
});

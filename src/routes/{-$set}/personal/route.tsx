import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MemberPage, loadMemberFrame } from '../../../features/member/routing';
import { memberSetOf } from '../../../lib/member-routes';

// The member area of the shared and phone sets; the desktop set's has an address of its own,
// /pc/personal/my. Each screen is a route of its own below it.
export const Route = createFileRoute('/{-$set}/personal')({
  beforeLoad: ({ params }) => void memberSetOf(params.set),
  loader: () => loadMemberFrame(),
  component: function MemberAreaRoute() {
    return (
      <MemberPage>
        <Outlet />
      </MemberPage>
    );
  },
});

import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MemberPage, loadMemberFrame } from '../../../features/member/routing';

// The desktop set's member area. Each screen is a route of its own below it.
export const Route = createFileRoute('/pc/personal/my')({
  loader: () => loadMemberFrame(),
  component: function PcMemberAreaRoute() {
    return (
      <MemberPage>
        <Outlet />
      </MemberPage>
    );
  },
});

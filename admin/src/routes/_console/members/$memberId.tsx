import { createFileRoute, notFound } from '@tanstack/react-router';
import { memberQuery } from '../../../features/members/api';
import { MemberPage } from '../../../features/members/pages/MemberPage';

/** A member's id from the address: a positive whole number, or the page is not found. */
function memberIdOf(param: string): number {
  const id = Number(param);
  if (!/^\d{1,10}$/.test(param) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

export const Route = createFileRoute('/_console/members/$memberId')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(memberQuery(memberIdOf(params.memberId))),
  component: MemberRoute,
});

function MemberRoute() {
  const { memberId } = Route.useParams();
  return <MemberPage memberId={memberIdOf(memberId)} />;
}

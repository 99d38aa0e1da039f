import { createFileRoute, notFound } from '@tanstack/react-router';
import { washingRequestQuery } from '../../../features/washing/api';
import { WashingRequestPage } from '../../../features/washing/pages/WashingRequestPage';

const idOf = (param: string) => {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

export const Route = createFileRoute('/_console/washing/$requestId')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(washingRequestQuery(idOf(params.requestId))),
  component: WashingRequestRoute,
});

function WashingRequestRoute() {
  const { requestId } = Route.useParams();
  return <WashingRequestPage requestId={Number(requestId)} />;
}

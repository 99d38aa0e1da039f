import { createFileRoute } from '@tanstack/react-router';
import { AddressBook, loadAddresses } from '../../../features/member/routing';
import { memberSetOf } from '../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personal/addresses')({
  staticData: { memberScreen: 'addresses' },
  beforeLoad: ({ params }) => void memberSetOf(params.set),
  loader: ({ context }) => loadAddresses(context.queryClient),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: AddressBook,
});

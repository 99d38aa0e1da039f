import { createFileRoute } from '@tanstack/react-router';
import { AddressBook, loadAddresses } from '../../../../features/member/routing';
import { RouteError, RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/personal/my/addresses')({
  staticData: { memberScreen: 'addresses' },
  loader: ({ context }) => loadAddresses(context.queryClient),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: AddressBook,
});

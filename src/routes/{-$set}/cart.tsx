import { createFileRoute } from '@tanstack/react-router';
import { CartPage, loadCartRoute } from '../../features/cart/routing';
import { RoutePending } from '../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/cart')({
  staticData: { siteMap: { entry: 'bag' }, openingCallsFor: 'member' },
  loader: ({ context, params }) => loadCartRoute(context.queryClient, params.set),
  pendingComponent: RoutePending,
  component: function CartRoute() {
    return <CartPage routeSet={Route.useLoaderData()} />;
  },
});

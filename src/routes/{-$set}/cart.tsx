import { createFileRoute } from '@tanstack/react-router';
import { CartPage, loadCartRoute } from '../../features/cart/routing';

export const Route = createFileRoute('/{-$set}/cart')({
  loader: ({ context, params }) => loadCartRoute(context.queryClient, params.set),
  component: function CartRoute() {
    return <CartPage routeSet={Route.useLoaderData()} />;
  },
});

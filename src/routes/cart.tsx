import { createFileRoute } from '@tanstack/react-router';
import { CartPage, loadCartRoute } from '../features/cart/routing';

export const Route = createFileRoute('/cart')({
  loader: ({ context }) => loadCartRoute(context.queryClient),
  component: function SharedCartRoute() {
    return <CartPage routeSet="shared" />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { CartPage, loadCartRoute } from '../../features/cart/routing';

export const Route = createFileRoute('/mobile/cart')({
  loader: ({ context }) => loadCartRoute(context.queryClient),
  component: function MobileCartRoute() {
    return <CartPage routeSet="mobile" />;
  },
});

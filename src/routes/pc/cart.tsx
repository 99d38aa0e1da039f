import { createFileRoute } from '@tanstack/react-router';
import { CartPage, loadCartRoute } from '../../features/cart/routing';

export const Route = createFileRoute('/pc/cart')({
  loader: ({ context }) => loadCartRoute(context.queryClient),
  component: function PcCartRoute() {
    return <CartPage routeSet="pc" />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { promotionsQuery } from '../../../features/marketing/api';
import { PromotionsPage } from '../../../features/marketing/pages/PromotionsPage';

export const Route = createFileRoute('/_console/marketing/promotions')({
  loader: ({ context }) => context.queryClient.ensureQueryData(promotionsQuery),
  component: PromotionsPage,
});

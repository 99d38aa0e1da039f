import { createFileRoute } from '@tanstack/react-router';
import { BulkShipPage } from '../../../features/orders/pages/BulkShipPage';

export const Route = createFileRoute('/_console/orders/ship-csv')({ component: BulkShipPage });

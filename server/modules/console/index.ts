// The merchant console's areas beside the staff's own: each registers its calls under
// /admin/api/ through the staff module's guards (server/app.ts hands them to staffRoutes).
export { dashboardArea } from './dashboard/routes';
export { ordersArea, type OrdersAreaOptions } from './orders/routes';
export { invoicesArea } from './invoices/routes';
export { membersArea } from './members/routes';
export { appointmentsArea } from './appointments/routes';
export { washingArea } from './washing/routes';
export { afterSalesArea, type AfterSalesAreaOptions } from './aftersales/routes';
export { contentArea } from './content/routes';
export { topicsArea } from './topics/routes';
export { marketingArea } from './marketing/routes';
export { catalogueArea } from './catalogue/routes';

// The console's areas beyond staff, rights and the audit log: each registers its calls under
// /admin/api/ through the staff module's guards (server/app.ts lists them).
export { dashboardArea } from './dashboard/routes';

// What each role may do, as named permissions: the one table the server checks every call against.

import { PERMISSIONS, ROLES, type Permission, type Role } from '../../../contract/staff';

export { PERMISSIONS, ROLES, type Permission, type Role };

// The dashboard (the day's and the week's sales and the work waiting) is the business's figures:
// the owner and the manager see it whole. Customer service and the warehouse work from their own
// queues (after-sales, cancellations, appointments; shipping) and do not see the sales.
const MANAGER: Permission[] = [
  'audit.read',
  'dashboard.read',
  'catalogue.read',
  'catalogue.write',
  'content.write',
  'marketing.write',
  'orders.read',
  'orders.ship',
  'orders.manage',
  'aftersales.manage',
  'members.read',
  'members.write',
  'members.notes',
];

const CUSTOMER_SERVICE: Permission[] = [
  'orders.read',
  'orders.manage',
  'aftersales.manage',
  'invoices.manage',
  'appointments.manage',
  'washing.manage',
  'members.read',
  'members.notes',
];

const WAREHOUSE: Permission[] = ['orders.read', 'orders.ship', 'returns.receive'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: MANAGER,
  customer_service: CUSTOMER_SERVICE,
  warehouse: WAREHOUSE,
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function permissionsOf(role: string): readonly Permission[] {
  return isRole(role) ? ROLE_PERMISSIONS[role] : [];
}

export function can(role: string, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}

import type { Permission, SignedInStaff } from '../../../../contract/staff';

export type AreaPath =
  | '/dashboard'
  | '/orders'
  | '/aftersales'
  | '/invoices'
  | '/members'
  | '/marketing'
  | '/appointments'
  | '/washing'
  | '/content'
  | '/catalogue'
  | '/staff'
  | '/audit'
  | '/account'
  | '/settings';

/**
 * The console's areas in the menu's order, each with the permission it needs (none: anyone).
 * The console opens on the first the role may use: the dashboard for those who see the figures.
 */
export const AREAS: { path: AreaPath; permission: Permission | null }[] = [
  { path: '/dashboard', permission: 'dashboard.read' },
  { path: '/orders', permission: 'orders.read' },
  { path: '/aftersales', permission: 'orders.read' },
  { path: '/invoices', permission: 'invoices.manage' },
  { path: '/members', permission: 'members.read' },
  { path: '/marketing', permission: 'marketing.write' },
  { path: '/appointments', permission: 'appointments.manage' },
  { path: '/washing', permission: 'washing.manage' },
  { path: '/content', permission: 'content.write' },
  { path: '/catalogue', permission: 'catalogue.read' },
  { path: '/staff', permission: 'staff.manage' },
  { path: '/audit', permission: 'audit.read' },
  { path: '/settings', permission: 'settings.manage' },
  { path: '/account', permission: null },
];

/** Whether the staff member must still set up a second factor before anything else. */
export function needsSecondFactor(me: SignedInStaff): boolean {
  return me.second_factor_required && !me.second_factor;
}

/** The areas the staff member may open now; only their own account until they are ready. */
export function areasOf(me: SignedInStaff): AreaPath[] {
  if (needsSecondFactor(me)) return ['/account'];
  return AREAS.filter(
    ({ permission }) => permission === null || me.permissions.includes(permission),
  ).map(({ path }) => path);
}

/** Where the console opens: the first area the role may use. */
export function landingOf(me: SignedInStaff): AreaPath {
  return areasOf(me)[0] ?? '/account';
}

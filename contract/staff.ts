// The console's roles and named permissions, as the server checks them and the console offers
// them (server/modules/staff/permissions.ts says which role has which).

export const ROLES = ['owner', 'manager', 'customer_service', 'warehouse'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'staff.manage',
  'settings.manage',
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
  'returns.receive',
  'invoices.manage',
  'appointments.manage',
  'washing.manage',
  'members.read',
  'members.write',
  'members.notes',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** A staff member as the console's calls return them: never a password or a TOTP secret. */
export interface PublicStaff {
  id: number;
  account: string;
  display_name: string;
  role: Role;
  disabled: boolean;
  must_change_password: boolean;
  second_factor: boolean;
  created_at: number;
}

/** The signed-in staff member (`GET /admin/api/me`). */
export interface SignedInStaff extends PublicStaff {
  permissions: Permission[];
  second_factor_required: boolean;
  /** Unspent recovery codes, for signing in without the phone (0 without a second factor). */
  recovery_codes_left: number;
}

/** After setting up the second factor or asking for new codes: the codes, shown only once. */
export interface WithRecoveryCodes extends SignedInStaff {
  recovery_codes: string[];
}

/** One row of the audit log; `actor` is a staff id as text, or `operator`. */
export interface AuditLogRow {
  id: number;
  actor: string;
  at: number;
  ip: string;
  user_agent: string;
  action: string;
  record_type: string;
  record_id: string;
  before: unknown;
  after: unknown;
}

export interface AuditLogPage {
  total: number;
  page: number;
  page_size: number;
  items: AuditLogRow[];
  /** The accounts of the staff the page's rows name (as actor or staff record), by id. */
  staff_names: Record<string, string>;
}

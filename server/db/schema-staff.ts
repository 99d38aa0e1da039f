import type { Generated } from 'kysely';
import type { Id } from './schema';

/** A member of the brand's staff (migration 0028); 0/1 flags as integers for both databases. */
export interface StaffTable {
  id: Id;
  account: string;
  display_name: string;
  role: string;
  password_hash: string;
  disabled: Generated<number>;
  must_change_password: Generated<number>;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface StaffSessionTable {
  token_hash: string;
  staff_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface StaffSettingTable {
  key: string;
  value: string;
}

/** Append-only: triggers refuse UPDATE and DELETE. */
export interface AuditLogTable {
  id: Id;
  actor: string;
  at: number;
  ip: string;
  user_agent: string;
  action: string;
  record_type: string;
  record_id: string;
  before: string | null;
  after: string | null;
}

/** A recovery code's digest (migration 0038); spent when `used_at` is set. */
export interface StaffRecoveryCodeTable {
  id: Id;
  staff_id: number;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

export interface StaffTables {
  staff: StaffTable;
  staff_session: StaffSessionTable;
  staff_setting: StaffSettingTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  audit_log: AuditLogTable;
}

import type { SecretBox } from '../../lib/secret-box';
import type { StaffRow } from './accounts';

// The staff member's authenticator secrets as the database keeps them: sealed, bound to them.

const recordOf = (staffId: number) => `staff:${staffId}`;

export function sealSecret(box: SecretBox, staffId: number, secret: string): string {
  return box.seal(secret, recordOf(staffId));
}

function opened(box: SecretBox, staffId: number, stored: string | null): string | null {
  return stored === null ? null : box.open(stored, recordOf(staffId));
}

/**
 * The secret of the phone set up; null when there is none, and '' when it cannot be opened (the
 * shop's key changed): no code matches then, and a recovery code still signs in.
 */
export function activeSecret(box: SecretBox, staff: StaffRow): string | null {
  if (staff.totp_secret === null) return null;
  return opened(box, staff.id, staff.totp_secret) ?? '';
}

/** The secret being set up, waiting for its first code; null when none or unreadable. */
export function pendingSecret(box: SecretBox, staff: StaffRow): string | null {
  return opened(box, staff.id, staff.totp_pending_secret);
}

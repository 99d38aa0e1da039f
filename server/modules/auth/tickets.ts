import { CODE_INVALID_INPUT } from '../../../contract/call';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import { digest, randomToken } from '../../lib/sessions';

/** reset: a proven number may set a new password; bind: a proven number for a WeChat sign-in. */
export type TicketPurpose = 'reset' | 'bind';

export interface Ticket {
  member_id: number | null;
  subject: string;
  expires_at: number;
}

export async function issueTicket(
  db: Db,
  purpose: TicketPurpose,
  memberId: number | null,
  subject: string,
  expiresAt: number,
  now: number,
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('auth_ticket')
    .values({
      token_hash: digest(token),
      purpose,
      member_id: memberId,
      subject,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return token;
}

/** A live ticket, left usable: refuses an unknown, expired or used one. */
export async function readTicket(
  db: Db,
  token: string,
  purpose: TicketPurpose,
  now: number,
): Promise<Ticket> {
  const row = await db
    .selectFrom('auth_ticket')
    .select(['member_id', 'subject', 'expires_at'])
    .where('token_hash', '=', digest(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw new BusinessError(CODE_INVALID_INPUT, 'ticketExpired');
  return row;
}

/** Uses a ticket up, once: of two racing requests only one gets it. */
export async function consumeTicket(
  db: Db,
  token: string,
  purpose: TicketPurpose,
  now: number,
): Promise<Ticket> {
  const row = await db
    .updateTable('auth_ticket')
    .set({ used_at: now })
    .where('token_hash', '=', digest(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['member_id', 'subject', 'expires_at'])
    .executeTakeFirst();
  if (!row) throw new BusinessError(CODE_INVALID_INPUT, 'ticketExpired');
  return row;
}

import type { Db } from '../db/database';
import type { Lang } from '../lib/lang';

/** Sends text messages to mainland mobile numbers. */
export interface SmsProvider {
  /** false when no service is set up: every send would fail, so none is attempted. */
  readonly configured: boolean;
  send(mobile: string, text: string, lang: Lang, now?: number): Promise<void>;
}

/** Keeps every message in `sms_outbox` (shown at /sandbox/sms) and sends nothing out. */
export class SandboxSms implements SmsProvider {
  readonly configured = true;

  constructor(private readonly db: Db) {}

  async send(mobile: string, text: string, _lang: Lang, now = Date.now()): Promise<void> {
    await this.db
      .insertInto('sms_outbox')
      .values({ mobile, body: text, created_at: now })
      .execute();
  }
}

/** The sandbox is off and no real service is configured. */
export class UnconfiguredSms implements SmsProvider {
  readonly configured = false;

  async send(): Promise<void> {
    throw new Error('No SMS service is configured');
  }
}

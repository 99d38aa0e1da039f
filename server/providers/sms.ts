import type { SmsScene } from '../../contract/account';
import type { Db } from '../db/database';
import type { Lang } from '../lib/lang';
import { message } from '../messages';

/** A code to text: services send an approved template per scene, filled in with the code. */
export interface SmsMessage {
  mobile: string;
  scene: SmsScene;
  code: string;
  lang: Lang;
}

/**
 * Why a service did not send a text, as far as the shopper is concerned: texts go out too often
 * (try later), this number cannot receive them, or the service cannot send now.
 */
export type SmsRefusalReason = 'throttled' | 'badNumber' | 'unavailable';

/** A text the service would not or could not send. The message is the operator's log line. */
export class SmsRefused extends Error {
  constructor(
    readonly reason: SmsRefusalReason,
    message: string,
    readonly details: {
      /** The service's own error code (isv.AMOUNT_NOT_ENOUGH, SignatureDoesNotMatch, …). */
      code: string;
      /** The service's id of the request, for its support. */
      requestId: string | null;
      /** The shop's account or setup is at fault (balance, keys, templates, overall quotas). */
      operatorMustAct: boolean;
    },
  ) {
    super(message);
    this.name = 'SmsRefused';
  }
}

/** Sends text messages to mainland mobile numbers. */
export interface SmsProvider {
  /** false when no service is set up: every send would fail, so none is attempted. */
  readonly configured: boolean;
  /** Resolves once the service accepted the text; throws SmsRefused when it did not. */
  send(sms: SmsMessage, now?: number): Promise<void>;
}

/** Keeps every message in `sms_outbox` (shown at /sandbox/sms) and sends nothing out. */
export class SandboxSms implements SmsProvider {
  readonly configured = true;

  constructor(private readonly db: Db) {}

  async send(sms: SmsMessage, now = Date.now()): Promise<void> {
    // The text a template-based service would send, in the shopper's language.
    const body = message(sms.lang, 'smsCodeText', { code: sms.code });
    await this.db
      .insertInto('sms_outbox')
      .values({ mobile: sms.mobile, body, created_at: now })
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

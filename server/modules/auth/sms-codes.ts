import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsScene } from '../../../contract/account';
import { CODE_INVALID_INPUT, CODE_TOO_MANY } from '../../../contract/call';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import type { ShopMetrics } from '../../lib/metrics';
import { digest } from '../../lib/sessions';
import type { Providers } from '../../providers';
import { SmsRefused } from '../../providers/sms';
import { spendCaptcha } from './captcha';
import { DAY, HOUR, MINUTE, SECOND, countOrRefuse, lockFor, tooMany } from './throttle';

export const SMS_CODE_LIFETIME_MS = 5 * MINUTE;
export const SMS_CODE_MAX_TRIES = 5;

/** Texts one number may receive, and one client address may have sent, per window. */
export const SMS_CAPS = {
  mobilePerHour: 5,
  mobilePerDay: 10,
  addressPerHour: 20,
  addressPerDay: 100,
} as const;

const CODE_SERVICE_UNAVAILABLE = 503;

export interface SendRequest {
  mobile: string;
  scene: SmsScene;
  captchaKey: string;
  captchaCode: string;
  ip: string;
  lang: Lang;
  /** The shop's gap between two texts to one number (`SMS_RESEND_SECONDS`). */
  resendSeconds: number;
}

/** Where the operator reads why a text was not sent: the request's logger. */
export type SmsLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * Sends a code once the graphic code is right. Whether the number has an account is never
 * looked at: every number is answered the same.
 */
export async function sendSmsCode(
  db: Db,
  providers: Providers,
  request: SendRequest,
  now: number,
  log: SmsLog,
  metrics: ShopMetrics,
): Promise<{ resend_after: number }> {
  const { mobile, scene, ip, resendSeconds } = request;
  const gapMs = resendSeconds * SECOND;
  if (!providers.sms.configured)
    throw new BusinessError(CODE_SERVICE_UNAVAILABLE, 'smsUnavailable');
  await spendCaptcha(db, request.captchaKey, request.captchaCode, now, providers.captchaAnswers);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

  // One transaction per number: the gap and the caps hold even for requests that race. A refusal
  // rolls the counters back, so only texts really sent are counted.
  const id = await db.transaction().execute(async (trx) => {
    await lockFor(trx, `sms:${mobile}`);
    const last = await trx
      .selectFrom('sms_code')
      .select('created_at')
      .where('mobile', '=', mobile)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && now - last.created_at < gapMs) {
      throw tooMany('smsResendWait', last.created_at + gapMs - now);
    }
    const limits = [
      { key: `sms:mobile:h:${mobile}`, windowMs: HOUR, max: SMS_CAPS.mobilePerHour },
      { key: `sms:mobile:d:${mobile}`, windowMs: DAY, max: SMS_CAPS.mobilePerDay },
      { key: `sms:ip:h:${ip}`, windowMs: HOUR, max: SMS_CAPS.addressPerHour },
      { key: `sms:ip:d:${ip}`, windowMs: DAY, max: SMS_CAPS.addressPerDay },
    ];
    for (const limit of limits) await countOrRefuse(trx, limit, 'smsResendWait', now);
    // A new code replaces the number's earlier one for this scene.
    await trx
      .updateTable('sms_code')
      .set({ used_at: now })
      .where('mobile', '=', mobile)
      .where('scene', '=', scene)
      .where('used_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('sms_code')
      .values({
        mobile,
        scene,
        code_hash: digest(code),
        ip: ip.slice(0, 64),
        created_at: now,
        expires_at: now + SMS_CODE_LIFETIME_MS,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });

  try {
    await providers.sms.send({ mobile, scene, code, lang: request.lang }, now);
  } catch (error) {
    metrics.sms.inc({
      result: 'failed',
      reason: error instanceof SmsRefused ? error.reason : 'error',
    });
    // A code that never arrived must not stay live.
    await db.updateTable('sms_code').set({ used_at: now }).where('id', '=', id).execute();
    throw shopperRefusal(error, mobile, log);
  }
  metrics.sms.inc({ result: 'sent', reason: '' });
  return { resend_after: resendSeconds };
}

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

/**
 * What the shopper is told when the service did not send: try later, use another number, or
 * the service is unavailable. The operator's log line names the service's code and request id;
 * an error when the shop's account or setup must be seen to, a warning otherwise.
 */
function shopperRefusal(error: unknown, mobile: string, log: SmsLog): BusinessError {
  if (!(error instanceof SmsRefused)) {
    log.error({ err: error }, 'SMS code not sent');
    return new BusinessError(CODE_SERVICE_UNAVAILABLE, 'smsUnavailable');
  }
  const { code, requestId, operatorMustAct } = error.details;
  const fields = { sms: { reason: error.reason, code, requestId, mobile: masked(mobile) } };
  if (operatorMustAct) log.error(fields, error.message);
  else log.warn(fields, error.message);
  if (error.reason === 'throttled') return new BusinessError(CODE_TOO_MANY, 'smsTooFrequent');
  if (error.reason === 'badNumber') {
    return new BusinessError(CODE_INVALID_INPUT, 'smsNumberUnreachable');
  }
  return new BusinessError(CODE_SERVICE_UNAVAILABLE, 'smsUnavailable');
}

/**
 * Checks the number's live code for a scene and returns its id. Each try is counted before the
 * comparison, so racing guesses cannot exceed the five a code allows.
 */
export async function checkSmsCode(
  db: Db,
  mobile: string,
  scene: SmsScene,
  code: string,
  now: number,
): Promise<number> {
  const live = await db
    .selectFrom('sms_code')
    .select(['id', 'code_hash'])
    .where('mobile', '=', mobile)
    .where('scene', '=', scene)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!live) throw new BusinessError(CODE_INVALID_INPUT, 'smsCodeWrong');
  const counted = await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', live.id)
    .where('attempts', '<', SMS_CODE_MAX_TRIES)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw new BusinessError(CODE_INVALID_INPUT, 'smsCodeDead');
  if (digest(code) !== live.code_hash) {
    // The count as this try left it: racing tries each learn their own place.
    const dead = counted.attempts >= SMS_CODE_MAX_TRIES;
    throw new BusinessError(CODE_INVALID_INPUT, dead ? 'smsCodeDead' : 'smsCodeWrong');
  }
  // A right code does not use up a try: a form refused for another reason may be sent again.
  await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', live.id)
    .execute();
  return live.id;
}

/** Uses a checked code up; a second use (two racing requests) is refused. */
export async function consumeSmsCode(db: Db, id: number, now: number): Promise<void> {
  const result = await db
    .updateTable('sms_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new BusinessError(CODE_INVALID_INPUT, 'smsCodeWrong');
  }
}

/** Checks and uses up a code in one go. */
export async function proveMobile(
  db: Db,
  mobile: string,
  scene: SmsScene,
  code: string,
  now: number,
): Promise<void> {
  await consumeSmsCode(db, await checkSmsCode(db, mobile, scene, code, now), now);
}

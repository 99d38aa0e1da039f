import { timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CODE_INVALID_INPUT } from '../../../contract/call';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import { digest, randomToken } from '../../lib/sessions';
import type { CaptchaAnswers } from '../../sandbox/captcha-answers';
import { MINUTE, countOrRefuse } from './throttle';

export const CAPTCHA_LIFETIME_MS = 5 * MINUTE;
/** Graphic codes one client address may ask for in a minute. */
export const CAPTCHAS_PER_MINUTE = 30;

export interface Captcha {
  key: string;
  answer: string;
  svg: string;
  expiresAt: number;
}

function answerDigest(answer: string): string {
  return digest(answer.trim().toLowerCase());
}

export async function createCaptcha(
  db: Db,
  ip: string,
  now: number,
  answers: CaptchaAnswers | null = null,
): Promise<Captcha> {
  const limit = { key: `captcha:ip:${ip}`, windowMs: MINUTE, max: CAPTCHAS_PER_MINUTE };
  await countOrRefuse(db, limit, 'captchaTooMany', now);
  const drawn = svgCaptcha.create({
    size: 4,
    // Characters a shopper would confuse with one another.
    ignoreChars: '0oO1iIlLqg9',
    noise: 2,
    color: true,
    background: '#f7f4ef',
    width: 120,
    height: 44,
    fontSize: 46,
  });
  const captcha = {
    key: randomToken(18),
    answer: drawn.text,
    svg: drawn.data,
    expiresAt: now + CAPTCHA_LIFETIME_MS,
  };
  await db
    .insertInto('captcha')
    .values({
      key: captcha.key,
      answer_hash: answerDigest(captcha.answer),
      ip: ip.slice(0, 64),
      created_at: now,
      expires_at: captcha.expiresAt,
    })
    .execute();
  answers?.remember(captcha.key, captcha.answer, captcha.expiresAt);
  return captcha;
}

/** The image as the page shows it. */
export function captchaImage(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Checks a graphic code; right or wrong, the code is used up. */
export async function spendCaptcha(
  db: Db,
  key: string,
  answer: string,
  now: number,
  answers: CaptchaAnswers | null = null,
): Promise<void> {
  answers?.forget(key);
  const row = await db
    .updateTable('captcha')
    .set({ used_at: now })
    .where('key', '=', key)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  const given = Buffer.from(answerDigest(answer));
  const expected = Buffer.from(row?.answer_hash ?? '');
  const right = given.length === expected.length && timingSafeEqual(given, expected);
  if (!right) throw new BusinessError(CODE_INVALID_INPUT, 'captchaWrong');
}

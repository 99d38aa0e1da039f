import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// RFC 6238 time-based one-time passwords (RFC 4226's HOTP over 30-second steps), as the
// authenticator apps make them: HMAC-SHA1, 6 digits, secrets in base32 (RFC 4648).

export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Steps either side of now whose code is still taken: a phone's clock a little off. */
export const WINDOW_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 secret (case, spaces and padding ignored); null when it is not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  if (!/^[A-Z2-7]*$/.test(clean)) return null;
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    value = ((value << 5) | BASE32.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type TotpHash = 'sha1' | 'sha256' | 'sha512';

/** RFC 4226's HOTP value for the counter, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = DIGITS, hash: TotpHash = 'sha1') {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(hash, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function stepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / STEP_SECONDS);
}

export function totp(key: Buffer, nowMs: number, digits = DIGITS, hash: TotpHash = 'sha1') {
  return hotp(key, stepAt(nowMs), digits, hash);
}

/**
 * The step whose code `code` is, within the window around now; null when none. Every step of the
 * window is compared, in constant time, so the answer's timing says nothing of which matched.
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const key = base32Decode(secret);
  if (!key || key.length === 0 || !/^\d{6}$/.test(code)) return null;
  const now = stepAt(nowMs);
  let found: number | null = null;
  for (let step = now - WINDOW_STEPS; step <= now + WINDOW_STEPS; step += 1) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    if (same && found === null) found = step;
  }
  return found;
}

/** A new secret of 160 bits, as RFC 4226 recommends. */
export function newSecret(): string {
  return base32Encode(randomBytes(20));
}

/** What an authenticator app reads (from a QR code) to make the codes. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

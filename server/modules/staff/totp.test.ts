import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingStep,
  newSecret,
  otpauthUri,
  totp,
  type TotpHash,
} from './totp';

// RFC 6238 appendix B: the seeds are ASCII "12345678901234567890" repeated to the hash's size.
const seeds: Record<TotpHash, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const vectors: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('time-based one-time passwords', () => {
  it.each(vectors)('gives RFC 6238’s codes at %i s', (seconds, sha1, sha256, sha512) => {
    expect(totp(seeds.sha1, seconds * 1000, 8, 'sha1')).toBe(sha1);
    expect(totp(seeds.sha256, seconds * 1000, 8, 'sha256')).toBe(sha256);
    expect(totp(seeds.sha512, seconds * 1000, 8, 'sha512')).toBe(sha512);
  });

  it('gives RFC 4226’s HOTP values, six digits', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676'];
    expected.forEach((code, counter) => expect(hotp(seeds.sha1, counter)).toBe(code));
  });

  it('reads and writes base32 as RFC 4648 does', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI======')?.toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi')?.toString()).toBe('foobar');
    expect(base32Decode('MZXW1')).toBeNull();
    const secret = newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret) ?? Buffer.alloc(0))).toBe(secret);
  });

  it('takes the code of the step before, now and after, and no other', () => {
    const secret = base32Encode(seeds.sha1);
    const now = 1234567890 * 1000;
    const step = Math.floor(1234567890 / 30);
    for (const offset of [-1, 0, 1]) {
      const code = hotp(seeds.sha1, step + offset);
      expect(matchingStep(secret, code, now)).toBe(step + offset);
    }
    expect(matchingStep(secret, hotp(seeds.sha1, step - 2), now)).toBeNull();
    expect(matchingStep(secret, hotp(seeds.sha1, step + 2), now)).toBeNull();
    expect(matchingStep(secret, '12345', now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
    expect(matchingStep('not base32!', '123456', now)).toBeNull();
  });

  it('names the secret, issuer and account for an authenticator app', () => {
    const uri = otpauthUri('Shop', 'li.na', 'JBSWY3DPEHPK3PXP');
    expect(uri).toBe(
      'otpauth://totp/Shop%3Ali.na?secret=JBSWY3DPEHPK3PXP&issuer=Shop&algorithm=SHA1&digits=6&period=30',
    );
  });
});

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Stored as `scrypt$N$r$p$salt$hash` (base64url), so that a later change of cost still verifies
// the passwords hashed before it.

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
// N = 2^15, r = 8, p = 3 is one of OWASP's equivalent scrypt settings, at 32 MiB per hash.
const PARALLELISM = 3;
const MAX_COST = 2 ** 20;
/** A fixed salt for the comparison made when there is no stored hash: only spends the time. */
const DUMMY_SALT = Buffer.alloc(16, 7);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const N = options.N ?? 2 ** 15;
  const r = options.r ?? BLOCK_SIZE;
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  const parts = [cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url')];
  return `scrypt$${parts.join('$')}$${key.toString('base64url')}`;
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n);
  const params = { N, r: Number(r), p: Number(p) };
  const valid =
    scheme === 'scrypt' &&
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_COST &&
    params.r >= 1 &&
    params.r <= 32 &&
    params.p >= 1 &&
    params.p <= 4 &&
    salt &&
    hash;
  if (!valid) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/**
 * Compares in constant time. Without a usable stored hash (an unknown account, a member who
 * never set a password) it still derives a key at `cost`, so the answer takes as long.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  cost: number,
): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    await derive(password, DUMMY_SALT, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

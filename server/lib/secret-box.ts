import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Secrets the shop must read back (the staff's authenticator secrets) are stored encrypted, so
// that a copy of the database (a backup, a dump) does not give away anyone's second factor.
// AES-256-GCM, each with a nonce of its own and bound to its record: a secret copied onto another
// record does not open.

const VERSION = 'v1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** The key's file in DATA_DIR when STAFF_SECRET_KEY is not set (a single instance's own). */
export const SECRET_KEY_FILE = 'staff-secret.key';

export interface SecretBox {
  seal(plain: string, record: string): string;
  /** The secret, or null when it was sealed with another key or altered. */
  open(stored: string, record: string): string | null;
}

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(plain, record) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(record));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const packed = Buffer.concat([nonce, cipher.getAuthTag(), sealed]);
      return `${VERSION}${packed.toString('base64url')}`;
    },
    open(stored, record) {
      // Stored before secrets were encrypted: read as it is, sealed when next written.
      if (!stored.startsWith(VERSION)) return stored;
      const packed = Buffer.from(stored.slice(VERSION.length), 'base64url');
      if (packed.length <= NONCE_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, NONCE_BYTES));
        decipher.setAAD(Buffer.from(record));
        decipher.setAuthTag(packed.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
        const body = packed.subarray(NONCE_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/**
 * The configured key, or the shop's own in DATA_DIR, made at the first start (readable by its
 * owner only). Two processes starting at once on the same DATA_DIR read the same one.
 */
export function secretKeyOf(config: { staffSecretKey: Buffer | null; dataDir: string }): Buffer {
  if (config.staffSecretKey) return config.staffSecretKey;
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole beside it, then linked into place: never read half-written, never replaced.
    const written = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(written, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(written, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(written, { force: true });
    }
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(text)) {
    throw new Error(`${file} is not a key of 64 hexadecimal characters: restore it or remove it`);
  }
  return Buffer.from(text, 'hex');
}

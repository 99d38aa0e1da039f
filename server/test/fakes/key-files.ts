import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';

/** A folder of PEM files, as a provider's platform hands keys out, for a shop's environment. */
export function keyFiles(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return {
    /** Writes the key as PEM (PKCS#8 or SPKI) and answers the file's path. */
    pem(name: string, key: KeyObject): string {
      const file = path.join(dir, name);
      const text =
        key.type === 'private'
          ? key.export({ type: 'pkcs8', format: 'pem' })
          : key.export({ type: 'spki', format: 'pem' });
      fs.writeFileSync(file, text);
      return file;
    },
    /** Writes a file as given (a certificate's PEM) and answers its path. */
    text(name: string, content: string): string {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content);
      return file;
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

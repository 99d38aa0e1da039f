import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_KEY_FILE, secretBox, secretKeyOf } from './secret-box';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the box the staff’s secrets are kept in', () => {
  const box = secretBox(randomBytes(32));

  it('seals a secret that opens only for its own record and key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'staff:7');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'staff:7')).not.toBe(sealed);
    expect(box.open(sealed, 'staff:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'staff:8')).toBeNull();
    expect(secretBox(randomBytes(32)).open(sealed, 'staff:7')).toBeNull();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(box.open(altered, 'staff:7')).toBeNull();
    expect(box.open('v1.', 'staff:7')).toBeNull();
  });

  it('reads a secret stored before secrets were sealed as it is', () => {
    expect(box.open('JBSWY3DPEHPK3PXP', 'staff:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('takes the configured key, or makes the shop’s own once, readable by its owner only', () => {
    const configured = randomBytes(32);
    const dir = dataDir();
    expect(secretKeyOf({ staffSecretKey: configured, dataDir: dir })).toEqual(configured);
    expect(fs.existsSync(path.join(dir, SECRET_KEY_FILE))).toBe(false);

    const own = secretKeyOf({ staffSecretKey: null, dataDir: dir });
    expect(own).toHaveLength(32);
    expect(secretKeyOf({ staffSecretKey: null, dataDir: dir })).toEqual(own);
    expect(fs.statSync(path.join(dir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual([SECRET_KEY_FILE]);
  });

  it('refuses a key file that is not a key', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, SECRET_KEY_FILE), 'not a key\n');
    expect(() => secretKeyOf({ staffSecretKey: null, dataDir: dir })).toThrow(
      /is not a key of 64 hexadecimal characters/,
    );
  });
});

import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFile } from '../db/database';
import type { TestShop } from '../test/harness';
import { backupCommand, servingShop, shopProcess, tempFolders } from './backup-fixtures';

// What the backup and the restore refuse, each with a sentence saying why, changing nothing.

const folders = tempFolders();
let dataDir = '';
let shop: TestShop;
let backup = '';

beforeAll(async () => {
  dataDir = folders.make('live');
  shop = await servingShop(dataDir);
  backup = path.join(folders.make('backups'), 'shop-backup.db');
  const taken = await backupCommand(dataDir, 'backup', backup);
  expect(taken.ok, taken.text).toBe(true);
});
afterAll(async () => {
  await shop?.close();
  folders.removeAll();
});

/** Every file under a folder with its bytes, to see that nothing changed. */
function contents(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return Object.fromEntries(
    files
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .map((file) => [file, fs.readFileSync(path.join(dir, file)).toString('base64')]),
  );
}

describe('the backup refuses', () => {
  it('a file that exists, unless told to overwrite it', async () => {
    const folder = folders.make('backups');
    const target = path.join(folder, 'monday.db');
    fs.writeFileSync(target, 'last week');
    const refused = await backupCommand(dataDir, 'backup', target);
    expect(refused).toEqual({
      ok: false,
      text: `${target} already exists: name another file, or add --overwrite to replace it`,
    });
    expect(contents(folder)).toEqual({ 'monday.db': Buffer.from('last week').toString('base64') });

    const replaced = await backupCommand(dataDir, 'backup', target, '--overwrite');
    expect(replaced.ok, replaced.text).toBe(true);
    expect(fs.readdirSync(folder)).toEqual(['monday.db']);
    expect(fs.statSync(target).size).toBeGreaterThan(1_000_000);
  });

  it('a path it cannot write, the shop’s own database and a shop that is not there', async () => {
    const folder = folders.make('backups');
    const before = contents(dataDir);
    const missing = path.join(folder, 'no-such-folder', 'shop.db');
    expect(await backupCommand(dataDir, 'backup', missing)).toEqual({
      ok: false,
      text: `cannot write ${missing}: there is no folder ${path.dirname(missing)}`,
    });
    expect(await backupCommand(dataDir, 'backup', folder)).toEqual({
      ok: false,
      text: `${folder} is a folder: name the backup file, e.g. ${path.join(folder, 'shop-backup.db')}`,
    });
    const own = sqliteFile(dataDir);
    expect(await backupCommand(dataDir, 'backup', own, '--overwrite')).toEqual({
      ok: false,
      text: `${own} is the shop’s own database: write the backup elsewhere`,
    });
    expect(await backupCommand(dataDir, 'backup', `${own}-wal`, '--overwrite')).toMatchObject({
      ok: false,
    });
    const empty = folders.make('empty');
    expect(await backupCommand(empty, 'backup', path.join(folder, 'x.db'))).toEqual({
      ok: false,
      text: `there is no shop database at ${sqliteFile(empty)}: check DATA_DIR`,
    });
    expect(await backupCommand(dataDir, 'backup')).toEqual({
      ok: false,
      text: 'usage: npm run shop -- backup <file> [--overwrite]',
    });
    expect((await backupCommand(dataDir, 'backup', 'x.db', '--force')).text).toBe(
      'unknown option "--force": usage: npm run shop -- backup <file> [--overwrite]',
    );
    expect(fs.readdirSync(folder)).toEqual([]);
    expect(fs.readdirSync(empty)).toEqual([]);
    expect(contents(dataDir)).toEqual(before);
  });
});

describe('the restore refuses', () => {
  it('a DATA_DIR that is not empty', async () => {
    const target = folders.make('occupied');
    fs.writeFileSync(sqliteFile(target), 'the shop that is here');
    fs.mkdirSync(path.join(target, 'media'));
    const before = contents(target);
    expect(await backupCommand(target, 'restore', backup)).toEqual({
      ok: false,
      text:
        `DATA_DIR ${target} is not empty (it holds media, shop.db): restore into an empty ` +
        'folder, or move the shop that is there away first; nothing was changed',
    });
    expect(contents(target)).toEqual(before);
    expect(fs.readdirSync(target).sort()).toEqual(['media', 'shop.db']);
  });

  it('a file that is not a backup of the shop, and one it cannot read through', async () => {
    const files = folders.make('not-backups');
    const into = path.join(folders.make('restore'), 'data');
    const refusal = async (name: string, bytes: Buffer | string | null) => {
      const file = path.join(files, name);
      if (bytes !== null) fs.writeFileSync(file, bytes);
      const result = await backupCommand(into, 'restore', file);
      expect(result.ok).toBe(false);
      expect(fs.existsSync(into), name).toBe(false);
      return result.text.replace(file, '<file>');
    };

    expect(await refusal('notes.txt', 'orders to ship on Monday')).toBe(
      '<file> is not a shop backup: it is not an SQLite database; nothing was changed',
    );
    const other = new SQLite(path.join(files, 'other.db'));
    other.exec('create table contact (name text)');
    other.close();
    expect(await refusal('other.db', null)).toBe(
      '<file> is not a shop backup: it is an SQLite database without the shop’s tables; ' +
        'nothing was changed',
    );
    const future = path.join(files, 'future.db');
    fs.copyFileSync(backup, future);
    const newer = new SQLite(future);
    newer.prepare('insert into kysely_migration values (?, ?)').run('2099_01_01_0099_next', '');
    newer.close();
    expect(await refusal('future.db', null)).toBe(
      '<file> comes from a newer version of the shop (its schema has 2099_01_01_0099_next, ' +
        'which this version does not know): restore it with that version or a later one',
    );
    const cut = fs.readFileSync(backup).subarray(0, 200_000);
    expect(await refusal('cut.db', cut)).toMatch(/^<file> is damaged\b.*: it cannot be restored$/);
    expect(await refusal('missing.db', null)).toBe('there is no file <file>');
    const live = sqliteFile(dataDir);
    expect((await backupCommand(into, 'restore', live)).text).toBe(
      `${live} is the database of a shop in use (shop.db-wal is beside it): take a backup of ` +
        'that shop with "backup" and restore the backup; nothing was changed',
    );
    expect(fs.existsSync(into)).toBe(false);
    expect(await refusal('', null)).toBe('<file> is not a file: name the backup file');
  });
});

describe('on a PostgreSQL shop', () => {
  it('says to use pg_dump and pg_restore, and touches nothing', async () => {
    const dir = path.join(folders.make('postgres'), 'data');
    const env = { DATA_DIR: dir, DATABASE_URL: 'postgres://shop@127.0.0.1:1/shop' };
    const target = path.join(folders.make('backups'), 'shop.db');
    const backedUp = await shopProcess(env, 'backup', target);
    expect(backedUp.code).toBe(1);
    expect(backedUp.err).toBe(
      'the shop’s database is PostgreSQL (DATABASE_URL): back it up with pg_dump -Fc, as ' +
        'docs/operations.md (Backups) shows; "backup" copies an embedded shop only\n',
    );
    const restored = await shopProcess(env, 'restore', backup);
    expect(restored.code).toBe(1);
    expect(restored.err).toContain(
      'restore a pg_dump -Fc file into a new database with pg_restore',
    );
    expect(fs.existsSync(dir)).toBe(false);
    expect(fs.existsSync(target)).toBe(false);
  }, 60_000);
});

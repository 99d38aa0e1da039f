import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { readSetting, writeSetting } from './site';

const KEY = 'maintenance';

export async function isMaintenanceOn(db: Db): Promise<boolean> {
  return (await readSetting(db, KEY)) === 'on';
}

export async function setMaintenance(db: Db, on: boolean): Promise<void> {
  await writeSetting(db, KEY, on ? 'on' : 'off');
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when the shop should show the maintenance screen to this visitor. */
export async function publishStatus(
  db: Db,
  bypass: Config['maintenanceBypass'],
  given: { admin_user?: string | undefined; admin_pass?: string | undefined },
): Promise<boolean> {
  if (!(await isMaintenanceOn(db))) return false;
  if (!bypass || given.admin_user === undefined || given.admin_pass === undefined) return true;
  return !(same(given.admin_user, bypass.user) && same(given.admin_pass, bypass.pass));
}

import type { Db } from '../../database';
import { LANGUAGES } from '../data/reference';

/** The demo's reference rows by slug: its menus, home and popups link to them by id. */
export interface ReferenceIds {
  series: Map<string, number>;
  seasons: Map<string, number>;
  colors: Map<string, number>;
  promotions: Map<string, number>;
  /** Departments and leaf categories by slug. */
  categories: Map<string, number>;
}

/** The shop's languages, which every text row names. */
export async function insertLanguages(db: Db): Promise<void> {
  await db
    .insertInto('language')
    .values([...LANGUAGES])
    .execute();
}

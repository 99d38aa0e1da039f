import type { Db } from '../database';
import { allScenes } from './data/scenes';
import { storeOriginals } from '../../media/originals';
import { importDemoCatalogue } from './feed/import';
import { storeScenes } from './pictures';
import { planCatalogue } from './plan';
import { ensureAgreements } from './steps/agreements';
import { writeDemoHistory } from './steps/history';
import { insertHomeTemplates } from './steps/home';
import { insertFooter, insertMenus } from './steps/navigation';
import { insertHotSearches, insertPopups } from './steps/popups';
import { insertLanguages } from './steps/reference';
import { ensureDocuments } from './steps/documents';
import { ensurePersonalisation, insertPersonalisation } from './steps/personalisation';
import { insertSizeCharts } from './steps/size-charts';
import { ensureStores, insertStores } from './steps/stores';
import { ensureTopics } from './steps/topics';

/** True once the catalogue holds goods. */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('goods').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills an empty, migrated database with the demo catalogue and site content, in one
 * transaction. The catalogue is written as a feed and imported as an operator's feed is; its
 * pictures and the site's are SVG masters drawn by code. The same data comes out on every run.
 */
export async function seedDemo(db: Db): Promise<{ goods: number }> {
  const plan = planCatalogue();
  await db.transaction().execute(async (trx) => {
    await insertLanguages(trx);
    const { reference: ids, goods: goodsIds } = await importDemoCatalogue(trx, plan);
    await writeDemoHistory(trx, plan, goodsIds);
    await insertSizeCharts(trx);
    await insertMenus(trx, ids);
    await insertFooter(trx);
    await insertHomeTemplates(trx, plan, goodsIds, ids);
    await insertPopups(trx, ids);
    await insertHotSearches(trx);
    await insertStores(trx);
    await insertPersonalisation(trx);
    await ensureAgreements(trx);
    await storeScenes(trx, allScenes());
  });
  return { goods: plan.length };
}

/**
 * The content that came after the first catalogue: each step adds what a shop lacks and never
 * overwrites what the operator changed, so it runs on every start and after every seed.
 * Pictures kept on this machine's disk by earlier versions are stored in the database first.
 */
export async function ensureContent(db: Db, options: { mediaDir: string }): Promise<void> {
  await storeOriginals(db, options.mediaDir);
  await ensureAgreements(db);
  await ensureStores(db);
  await ensureTopics(db);
  await ensureDocuments(db);
  await ensurePersonalisation(db);
}

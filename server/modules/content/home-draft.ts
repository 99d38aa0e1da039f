import type { HomeBlock, HomeEditor } from '../../../contract/console-content';
import type { HomeTemplate } from '../../../contract/content';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { writeAudit, type Actor } from '../staff';
import { buildTemplates, parse } from './home';
import { previewRows, publishedBlocks } from './home-blocks';
import { ContentRefusal } from './refusal';

// The home page's draft: the team edits it together (each save names the version it was read
// at), previews it as a shopper would see it, then publishes it or throws it away.

export const HOME_PIECE = 'home';

interface DraftRow {
  body: string;
  version: number;
  updated_by: string;
  updated_at: number;
}

export async function readHomeDraft(db: Db): Promise<DraftRow | undefined> {
  return db
    .selectFrom('content_draft')
    .select(['body', 'version', 'updated_by', 'updated_at'])
    .where('piece', '=', HOME_PIECE)
    .executeTakeFirst();
}

export const draftBlocks = (row: Pick<DraftRow, 'body'>): HomeBlock[] =>
  parse<{ blocks?: HomeBlock[] }>(row.body).blocks ?? [];

/** The goods' numbers of the blocks' style numbers, for those that exist. */
export async function goodsIdsOf(db: Db, blocks: HomeBlock[]): Promise<Map<string, number>> {
  const sns = [...new Set(blocks.flatMap((block) => block.goods_sns))];
  if (!sns.length) return new Map();
  const rows = await db.selectFrom('goods').select(['id', 'sn']).where('sn', 'in', sns).execute();
  return new Map(rows.map((row) => [row.sn, row.id]));
}

/** The home page in the editor: the draft if there is one, else the published page. */
export async function homeEditor(db: Db): Promise<HomeEditor> {
  const row = await readHomeDraft(db);
  const blocks = row ? draftBlocks(row) : await publishedBlocks(db);
  return {
    version: row?.version ?? 0,
    draft: row !== undefined,
    updated_by: row?.updated_by ?? null,
    updated_by_name: row ? await actorName(db, row) : null,
    updated_at: row ? Number(row.updated_at) : null,
    blocks,
  };
}

/** The home page as a shopper will see it once the draft is published (or as it is, without). */
export async function homePreview(db: Db, lang: Lang): Promise<{ list: HomeTemplate[] }> {
  const row = await readHomeDraft(db);
  const blocks = row ? draftBlocks(row) : await publishedBlocks(db);
  const { rows, words } = previewRows(blocks, await goodsIdsOf(db, blocks), lang);
  return { list: await buildTemplates(db, lang, rows, (id) => words.get(id) ?? {}) };
}

/** Why a draft read at `version` can no longer be saved, published or discarded. */
export async function staleDraft(db: Db, version: number): Promise<ContentRefusal> {
  const row = await readHomeDraft(db);
  if (!row) {
    return version === 0
      ? new ContentRefusal('conflict', 'homeNoDraft')
      : new ContentRefusal('conflict', 'homeDraftPublished');
  }
  return new ContentRefusal('conflict', 'homeDraftChanged', { actor: await actorName(db, row) });
}

async function actorName(db: Db, row: DraftRow): Promise<string> {
  const id = Number(row.updated_by);
  if (!Number.isSafeInteger(id)) return row.updated_by;
  const staff = await db
    .selectFrom('staff')
    .select(['account', 'display_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return staff ? staff.display_name || staff.account : row.updated_by;
}

/** Throws the draft away; the editor shows the published page again. */
export async function discardHomeDraft(
  db: Db,
  actor: Actor,
  version: number,
  now: number,
): Promise<void> {
  const discarded = await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('content_draft')
      .where('piece', '=', HOME_PIECE)
      .where('version', '=', version)
      .returning(['body', 'version'])
      .executeTakeFirst();
    if (!row) return false;
    await writeAudit(
      trx,
      actor,
      {
        action: 'content.home.discard',
        recordType: 'content',
        recordId: HOME_PIECE,
        before: { version: row.version, blocks: draftBlocks(row) },
        after: null,
      },
      now,
    );
    return true;
  });
  if (!discarded) throw await staleDraft(db, version);
}

import type { HomeBlock, HomeBlockType } from '../../../contract/console-content';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import type { MessageKey } from '../../messages';
import { writeAudit, type Actor } from '../staff';
import { publishedBlocks, storedBlock } from './home-blocks';
import { draftBlocks, goodsIdsOf, HOME_PIECE, readHomeDraft, staleDraft } from './home-draft';
import { SHOP_PATH } from './links';
import { ContentRefusal } from './refusal';

/** The block's name in both languages, as the team sees it: "block 2 (banner carousel), slide 1". */
const BLOCK_NAMES: Record<HomeBlockType, Record<Lang, string>> = {
  banner: { cn: '轮播图', en: 'banner carousel' },
  rail: { cn: '商品推荐', en: 'featured pieces' },
  waterfall: { cn: '图片墙', en: 'picture wall' },
  story: { cn: '品牌故事', en: 'story' },
};

function blockName(block: HomeBlock, index: number, item?: number): Record<Lang, string> {
  const type = BLOCK_NAMES[block.type];
  const position = index + 1;
  const cn = `第 ${position} 个模块“${type.cn}”`;
  const en = `Block ${position} (${type.en})`;
  if (item === undefined) return { cn, en };
  const itemEn = block.type === 'banner' ? 'slide' : 'tile';
  const itemCn = block.type === 'banner' ? '张轮播图' : '张图片';
  return { cn: `${cn}第 ${item + 1} ${itemCn}`, en: `${en}, ${itemEn} ${item + 1}` };
}

const EMPTY: Record<HomeBlockType, MessageKey> = {
  banner: 'homeBannerNoSlide',
  waterfall: 'homeWaterfallNoTile',
  rail: 'homeRailNoPiece',
  story: 'homeStoryNoPicture',
};

function isEmpty(block: HomeBlock): boolean {
  switch (block.type) {
    case 'rail':
      return block.goods_sns.length === 0;
    case 'banner':
    case 'waterfall':
      return block.items.length === 0;
    case 'story':
      return block.picture === null;
  }
}

function checkLink(link: string, required: boolean, block: Record<Lang, string>): void {
  if (!link && !required) return;
  if (!SHOP_PATH.test(link)) {
    throw new ContentRefusal('invalid', 'homeBlockLinkInvalid', { block, link });
  }
}

/** Each picture of the blocks with the name of what shows it. */
function namedPictures(blocks: HomeBlock[]): { path: string; block: Record<Lang, string> }[] {
  return blocks.flatMap((block, index) => [
    ...(block.picture ? [{ path: block.picture.path, block: blockName(block, index) }] : []),
    ...block.items.flatMap((item, i) =>
      [item.picture, item.mobile_picture].flatMap((picture) =>
        picture ? [{ path: picture.path, block: blockName(block, index, i) }] : [],
      ),
    ),
  ]);
}

/** The first thing wrong with the page as the team would publish it, naming the block. */
async function checkBlocks(db: Db, blocks: HomeBlock[]): Promise<Map<string, number>> {
  const goodsIdOf = await goodsIdsOf(db, blocks);
  const unknown = [...new Set(blocks.flatMap((b) => b.goods_sns))].filter(
    (sn) => !goodsIdOf.has(sn),
  );
  if (unknown.length) {
    throw new ContentRefusal('invalid', 'homeUnknownPieces', { sns: unknown.join(', ') });
  }
  blocks.forEach((block, index) => {
    const name = blockName(block, index);
    if (isEmpty(block)) throw new ContentRefusal('invalid', EMPTY[block.type], { block: name });
    checkLink(block.link, block.type === 'rail' || block.type === 'story', name);
    block.items.forEach((item, i) => checkLink(item.link, true, blockName(block, index, i)));
  });
  const pictures = namedPictures(blocks);
  const paths = [...new Set(pictures.map((p) => p.path))];
  const known = paths.length
    ? await db.selectFrom('media_master').select('path').where('path', 'in', paths).execute()
    : [];
  const missing = pictures.find(({ path }) => !known.some((row) => row.path === path));
  if (missing) {
    throw new ContentRefusal('invalid', 'homeBlockUnknownPicture', {
      block: missing.block,
      path: missing.path,
    });
  }
  const ids = new Set(
    (await db.selectFrom('home_template').select('id').execute()).map((r) => r.id),
  );
  const stray = blocks.find((block) => block.id !== null && !ids.has(block.id));
  if (stray) throw new ContentRefusal('invalid', 'homeUnknownBlock', { id: stray.id ?? 0 });
  return goodsIdOf;
}

/**
 * Saves the whole page as the draft read at `version` (0: there was none). Of two staff saving
 * the same draft at once one is kept, the other is told who changed it.
 */
export async function saveHomeDraft(
  db: Db,
  actor: Actor,
  version: number,
  blocks: HomeBlock[],
  now: number,
): Promise<number> {
  await checkBlocks(db, blocks);
  // What the page was: if the update below finds the draft still at `version`, this is it.
  const current = version === 0 ? null : await readHomeDraft(db);
  const before =
    version === 0
      ? await publishedBlocks(db)
      : current?.version === version
        ? draftBlocks(current)
        : null;
  const body = JSON.stringify({ blocks });
  const saved = await db.transaction().execute(async (trx) => {
    const row =
      version === 0
        ? await trx
            .insertInto('content_draft')
            .values({ piece: HOME_PIECE, body, version: 1, updated_by: actor.id, updated_at: now })
            .onConflict((oc) => oc.column('piece').doNothing())
            .returning(['version'])
            .executeTakeFirst()
        : await trx
            .updateTable('content_draft')
            .set({ body, version: version + 1, updated_by: actor.id, updated_at: now })
            .where('piece', '=', HOME_PIECE)
            .where('version', '=', version)
            .returning(['version'])
            .executeTakeFirst();
    if (!row) return null;
    await writeAudit(
      trx,
      actor,
      {
        action: 'content.home.save',
        recordType: 'content',
        recordId: HOME_PIECE,
        before: { version, blocks: before },
        after: { version: row.version, blocks },
      },
      now,
    );
    return row.version;
  });
  if (saved === null) throw await staleDraft(db, version);
  return saved;
}

/**
 * The draft read at `version` becomes the home page the shoppers see (their pages learn of it
 * as they do of the catalogue's changes: the public replies are kept a few seconds at most).
 */
export async function publishHome(
  db: Db,
  actor: Actor,
  version: number,
  now: number,
): Promise<void> {
  const published = await db.transaction().execute(async (trx) => {
    const draft = await trx
      .deleteFrom('content_draft')
      .where('piece', '=', HOME_PIECE)
      .where('version', '=', version)
      .returning(['body', 'version', 'updated_by', 'updated_at'])
      .executeTakeFirst();
    if (!draft) return false;
    const blocks = draftBlocks(draft);
    const goodsIdOf = await checkBlocks(trx, blocks);
    const before = await publishedBlocks(trx);
    const kept = blocks.flatMap((block) => (block.id === null ? [] : [block.id]));
    const gone = before.flatMap((b) => (b.id !== null && !kept.includes(b.id) ? [b.id] : []));
    if (gone.length) {
      await trx.deleteFrom('home_template_text').where('home_template_id', 'in', gone).execute();
      await trx.deleteFrom('home_template').where('id', 'in', gone).execute();
    }
    for (const [index, block] of blocks.entries()) {
      const { words, ...row } = storedBlock(block, goodsIdOf);
      const values = { ...row, sort: (index + 1) * 10 };
      const id =
        block.id ??
        (
          await trx
            .insertInto('home_template')
            .values(values)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      if (block.id !== null) {
        await trx.updateTable('home_template').set(values).where('id', '=', id).execute();
        await trx.deleteFrom('home_template_text').where('home_template_id', '=', id).execute();
      }
      await trx
        .insertInto('home_template_text')
        .values(
          Object.entries(words).map(([lang, content]) => ({ home_template_id: id, lang, content })),
        )
        .execute();
    }
    await writeAudit(
      trx,
      actor,
      {
        action: 'content.home.publish',
        recordType: 'content',
        recordId: HOME_PIECE,
        before: { blocks: before },
        after: { version: draft.version, blocks },
      },
      now,
    );
    return true;
  });
  if (!published) throw await staleDraft(db, version);
}

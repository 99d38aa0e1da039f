import { CONTENT_LANGS } from '../../../contract/console-content';
import type { ConsoleFooterGroup, FooterGroupFields } from '../../../contract/console-menus';
import type { Db } from '../../db/database';
import { writeAudit, type Actor } from '../staff';
import { isFooterTarget } from './links';
import { wordsByLang } from './menu-edit';
import { ContentRefusal } from './refusal';

// The shop's footer as the team edits it: each group's title and place, its links in order.
// A save applies at once, as the menus' do.

export async function consoleFooter(db: Db, id?: number): Promise<ConsoleFooterGroup[]> {
  let groupQuery = db.selectFrom('footer_group').selectAll().orderBy('sort').orderBy('id');
  if (id !== undefined) groupQuery = groupQuery.where('id', '=', id);
  const groups = await groupQuery.execute();
  if (!groups.length) return [];
  const ids = groups.map((g) => g.id);
  const [titles, links] = await Promise.all([
    db.selectFrom('footer_group_text').selectAll().where('footer_group_id', 'in', ids).execute(),
    db
      .selectFrom('footer_link')
      .selectAll()
      .where('footer_group_id', 'in', ids)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  const labels = links.length
    ? await db
        .selectFrom('footer_link_text')
        .selectAll()
        .where(
          'footer_link_id',
          'in',
          links.map((l) => l.id),
        )
        .execute()
    : [];
  return groups.map((g) => ({
    id: g.id,
    version: g.version,
    sort: g.sort,
    titles: wordsByLang(
      titles.filter((t) => t.footer_group_id === g.id),
      (t) => t.title,
    ),
    links: links
      .filter((l) => l.footer_group_id === g.id)
      .map((l) => ({
        url: l.url,
        labels: wordsByLang(
          labels.filter((t) => t.footer_link_id === l.id),
          (t) => t.label,
        ),
      })),
  }));
}

function check(fields: FooterGroupFields): void {
  if (CONTENT_LANGS.some((lang) => !fields.titles[lang].trim())) {
    throw new ContentRefusal('invalid', 'footerTitleNeeded');
  }
  fields.links.forEach((link, index) => {
    if (CONTENT_LANGS.some((lang) => !link.labels[lang].trim())) {
      throw new ContentRefusal('invalid', 'footerLabelNeeded', { position: index + 1 });
    }
    if (!isFooterTarget(link.url)) {
      throw new ContentRefusal('invalid', 'footerLinkInvalid', { link: link.url });
    }
  });
}

const audited = ({ version, titles, sort, links }: ConsoleFooterGroup) => ({
  version,
  titles,
  sort,
  links,
});

/**
 * Saves the footer group read at `version`, its links replaced by the given ones in their
 * order. Of two staff saving the same group at once one is kept, the other is told.
 */
export async function saveFooterGroup(
  db: Db,
  actor: Actor,
  target: { id: number; version: number },
  fields: FooterGroupFields,
  now: number,
): Promise<void> {
  check(fields);
  const [before] = await consoleFooter(db, target.id);
  if (!before) throw new ContentRefusal('not_found', 'footerGroupUnknown');
  // What the audit keeps as "before" is the version the staff member read, or nothing is saved.
  if (before.version !== target.version) {
    throw new ContentRefusal('conflict', 'footerGroupChanged');
  }
  const saved = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('footer_group')
      .set({ sort: fields.sort, version: target.version + 1 })
      .where('id', '=', target.id)
      .where('version', '=', target.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    const id = target.id;
    await trx.deleteFrom('footer_group_text').where('footer_group_id', '=', id).execute();
    await trx
      .insertInto('footer_group_text')
      .values(
        CONTENT_LANGS.map((lang) => ({
          footer_group_id: id,
          lang,
          title: fields.titles[lang].trim(),
        })),
      )
      .execute();
    const old = trx.selectFrom('footer_link').select('id').where('footer_group_id', '=', id);
    await trx.deleteFrom('footer_link_text').where('footer_link_id', 'in', old).execute();
    await trx.deleteFrom('footer_link').where('footer_group_id', '=', id).execute();
    for (const [index, link] of fields.links.entries()) {
      const row = await trx
        .insertInto('footer_link')
        .values({ footer_group_id: id, sort: (index + 1) * 10, url: link.url })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('footer_link_text')
        .values(
          CONTENT_LANGS.map((lang) => ({
            footer_link_id: row.id,
            lang,
            label: link.labels[lang].trim(),
          })),
        )
        .execute();
    }
    const [after] = await consoleFooter(trx, id);
    await writeAudit(
      trx,
      actor,
      {
        action: 'content.footer.update',
        recordType: 'footer_group',
        recordId: id,
        before: audited(before),
        after: after ? audited(after) : null,
      },
      now,
    );
    return true;
  });
  if (!saved) throw new ContentRefusal('conflict', 'footerGroupChanged');
}

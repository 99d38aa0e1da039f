import type { FooterInfo, MenuItem, Popup } from '../../../contract/content';
import type { Db } from '../../db/database';
import { shopHotline } from '../../lib/hotline';
import type { Lang } from '../../lib/lang';
import { pictureOf } from '../../media/picture';
import { langsFor, pickTexts } from '../catalogue';
import { asTree } from './menu-edit';
import { popupPicture } from './popup-edit';

export async function readSetting(db: Db, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('setting')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** A setting with one value per language, stored as `<key>.<lang>`. */
async function localizedSetting(db: Db, key: string, lang: Lang): Promise<string> {
  for (const l of langsFor(lang)) {
    const value = await readSetting(db, `${key}.${l}`);
    if (value !== null) return value;
  }
  return '';
}

export async function menus(db: Db, lang: Lang): Promise<{ list: MenuItem[] }> {
  const [items, texts, pictures] = await Promise.all([
    db
      .selectFrom('menu')
      .selectAll()
      .where('shown', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('menu_text').selectAll().where('lang', 'in', langsFor(lang)).execute(),
    db.selectFrom('picture').selectAll().where('owner', '=', 'menu').orderBy('sort').execute(),
  ]);
  const nameOf = pickTexts(texts, (t) => t.menu_id, lang);
  const pictureOfMenu = new Map(pictures.map((p) => [p.owner_id, pictureOf(p)]));
  const nodes = new Map<number, MenuItem>(
    items.map((m) => [
      m.id,
      {
        id: m.id,
        name: nameOf.get(m.id)?.name ?? '',
        link: m.link,
        picture: pictureOfMenu.get(m.id) ?? null,
        children: [],
      },
    ]),
  );
  return { list: asTree(items, nodes) };
}

export async function footerInfo(db: Db, lang: Lang): Promise<FooterInfo> {
  const [groups, groupTexts, links, linkTexts] = await Promise.all([
    db.selectFrom('footer_group').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('footer_group_text').selectAll().where('lang', 'in', langsFor(lang)).execute(),
    db.selectFrom('footer_link').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('footer_link_text').selectAll().where('lang', 'in', langsFor(lang)).execute(),
  ]);
  const titleOf = pickTexts(groupTexts, (t) => t.footer_group_id, lang);
  const labelOf = pickTexts(linkTexts, (t) => t.footer_link_id, lang);
  return {
    groups: groups.map((g) => ({
      title: titleOf.get(g.id)?.title ?? '',
      links: links
        .filter((l) => l.footer_group_id === g.id)
        .map((l) => ({ label: labelOf.get(l.id)?.label ?? '', url: l.url })),
    })),
    hotline: await shopHotline(db),
    service_hours: await localizedSetting(db, 'service_hours', lang),
    email: (await readSetting(db, 'service_email')) ?? '',
    copyright: await localizedSetting(db, 'copyright', lang),
  };
}

export async function popups(
  db: Db,
  lang: Lang,
  keyword: string,
  now = Date.now(),
): Promise<{ list: Popup[] }> {
  const rows = await db
    .selectFrom('popup')
    .selectAll()
    .where('keyword', '=', keyword)
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .execute();
  if (!rows.length) return { list: [] };
  const texts = await db
    .selectFrom('popup_text')
    .selectAll()
    .where(
      'popup_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('lang', 'in', langsFor(lang))
    .execute();
  const textOf = pickTexts(texts, (t) => t.popup_id, lang);
  return {
    list: rows.map((r) => {
      const text = textOf.get(r.id);
      const stored = popupPicture(r);
      return {
        id: r.id,
        keyword: r.keyword,
        title: text?.title ?? '',
        body: text?.body ?? '',
        button: text?.button ?? '',
        link: r.link,
        picture: stored ? pictureOf(stored) : null,
      };
    }),
  };
}

import type { HomeBlock, HomeEditor } from '../../../../contract/console-content';
import type { TestShop } from '../../../test/harness';
import { homeTemplates } from '../../content';
import { admin, type TestStaff } from '../../staff/staff-fixtures';

/** The home page in the editor, as a staff member's page reads it. */
export async function editorOf(shop: TestShop, staff: TestStaff): Promise<HomeEditor> {
  const reply = await admin<HomeEditor>(shop.app, 'GET', '/content/home', { cookie: staff.cookie });
  if (reply.status !== 200) throw new Error(`no editor: ${reply.body.msg}`);
  return reply.body.data;
}

/** The editor with no draft left over from an earlier test. */
export async function freshEditor(shop: TestShop, staff: TestStaff): Promise<HomeEditor> {
  const editor = await editorOf(shop, staff);
  if (!editor.draft) return editor;
  await admin(shop.app, 'POST', '/content/home/discard', {
    cookie: staff.cookie,
    body: { version: editor.version },
  });
  return editorOf(shop, staff);
}

/** The blocks with the first banner's first slide given new titles in both languages. */
export function retitled(blocks: HomeBlock[], cn: string, en: string): HomeBlock[] {
  const copy = structuredClone(blocks);
  const banner = copy.find((block) => block.type === 'banner');
  const slide = banner?.items[0];
  if (!slide) throw new Error('the demo home page has no banner');
  slide.words.cn.title = cn;
  slide.words.en.title = en;
  return copy;
}

/** The first banner slide's title as the shopper's page reads it now (cache aside). */
export async function shopperBannerTitle(shop: TestShop, lang: 'cn' | 'en'): Promise<string> {
  const { list } = await homeTemplates(shop.db, lang);
  const banner = list.find((template) => template.type === 'banner');
  return banner?.type === 'banner' ? (banner.items[0]?.title ?? '') : '';
}

export function contentAudit(shop: TestShop) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'content')
    .orderBy('id')
    .execute();
}

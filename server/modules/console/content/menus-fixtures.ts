import type {
  ConsoleFooterGroup,
  ConsoleMenuItem,
  FooterGroupBody,
  MenuItemBody,
} from '../../../../contract/console-menus';
import type { TestShop } from '../../../test/harness';
import { admin, type TestStaff } from '../../staff/staff-fixtures';

/** The menus as a staff member's page reads them, flattened (parents before children). */
export async function menuItemsOf(shop: TestShop, staff: TestStaff): Promise<ConsoleMenuItem[]> {
  const reply = await admin<ConsoleMenuItem[]>(shop.app, 'GET', '/content/menus', {
    cookie: staff.cookie,
  });
  if (reply.status !== 200) throw new Error(`no menus: ${reply.body.msg}`);
  const flat = (items: ConsoleMenuItem[]): ConsoleMenuItem[] =>
    items.flatMap((item) => [item, ...flat(item.children)]);
  return flat(reply.body.data);
}

export async function footerOf(shop: TestShop, staff: TestStaff): Promise<ConsoleFooterGroup[]> {
  const reply = await admin<ConsoleFooterGroup[]>(shop.app, 'GET', '/content/footer', {
    cookie: staff.cookie,
  });
  if (reply.status !== 200) throw new Error(`no footer: ${reply.body.msg}`);
  return reply.body.data;
}

/** What the console sends to save a menu item as read, with these changes. */
export const menuBody = (
  item: ConsoleMenuItem,
  changes: Partial<MenuItemBody> = {},
): MenuItemBody => ({
  version: item.version,
  names: item.names,
  sort: item.sort,
  shown: item.shown,
  ...changes,
});

/** What the console sends to save a footer group as read, with these changes. */
export const groupBody = (
  group: ConsoleFooterGroup,
  changes: Partial<FooterGroupBody> = {},
): FooterGroupBody => ({
  version: group.version,
  titles: group.titles,
  sort: group.sort,
  links: group.links,
  ...changes,
});

export function auditOf(shop: TestShop, recordType: 'menu' | 'footer_group', id: number) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', recordType)
    .where('record_id', '=', String(id))
    .orderBy('id')
    .execute();
}

import type { Db } from '../../database';
import { insertAll, perLang } from '../batch';
import { DEPARTMENTS } from '../data/catalogue';
import type { Words } from '../data/types';
import type { ReferenceIds } from './reference';

/** Pictures shown beside each top-level menu entry (owner 'menu'). */
export const MENU_PICTURE = { width: 1200, height: 1500 };

async function insertMenu(
  db: Db,
  parentId: number | null,
  sort: number,
  link: string,
  name: Words,
  picture?: string,
): Promise<number> {
  const { id } = await db
    .insertInto('menu')
    .values({ parent_id: parentId, sort, link })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('menu_text')
    .values(perLang((lang) => ({ menu_id: id, lang, name: name[lang] })))
    .execute();
  if (picture) {
    await db
      .insertInto('picture')
      .values({ owner: 'menu', owner_id: id, sort: 0, path: picture, ...MENU_PICTURE })
      .execute();
  }
  return id;
}

const byCategory = (id: number | undefined) => `/productList?category_id=${id ?? ''}`;

export async function insertMenus(db: Db, ids: ReferenceIds): Promise<void> {
  let sort = 10;
  await insertMenu(
    db,
    null,
    sort,
    '/productList?sort=new',
    { cn: '新品', en: 'New In' },
    'menu/new-in',
  );
  for (const department of DEPARTMENTS) {
    sort += 10;
    const departmentId = ids.categories.get(department.slug);
    const parent = await insertMenu(
      db,
      null,
      sort,
      byCategory(departmentId),
      department.name,
      `menu/${department.slug}`,
    );
    await insertMenu(db, parent, 10, byCategory(departmentId), { cn: '查看全部', en: 'View all' });
    for (const [i, leaf] of department.leaves.entries()) {
      await insertMenu(
        db,
        parent,
        (i + 2) * 10,
        byCategory(ids.categories.get(leaf.slug)),
        leaf.name,
      );
    }
  }
  await insertMenu(
    db,
    null,
    sort + 10,
    `/productList?promotion=${ids.promotions.get('gift') ?? ''}`,
    { cn: '礼品', en: 'Gifts' },
    'menu/gifts',
  );
}

const FOOTER: { title: Words; links: { label: Words; url: string }[] }[] = [
  {
    title: { cn: '客户服务', en: 'Client Services' },
    links: [
      { label: { cn: '退换货政策', en: 'Returns & Exchanges' }, url: '/otherPages/returnPolicy' },
      {
        label: { cn: '配送与保价', en: 'Delivery & Insurance' },
        url: '/otherPages/deliveryInsurance',
      },
      { label: { cn: '支付方式', en: 'Payment Methods' }, url: '/otherPages/paymentMethod' },
      { label: { cn: '常见问题', en: 'FAQ' }, url: '/otherPages/commonProblem' },
      { label: { cn: '护理与清洗服务', en: 'Care & Cleaning Service' }, url: '/washing' },
    ],
  },
  {
    title: { cn: '关于我们', en: 'The Maison' },
    links: [
      { label: { cn: '精品店', en: 'Boutiques' }, url: '/otherPages/boutique' },
      { label: { cn: '网站地图', en: 'Site Map' }, url: '/otherPages/webMap' },
    ],
  },
  {
    title: { cn: '法律条款', en: 'Legal' },
    links: [
      { label: { cn: '隐私政策', en: 'Privacy Policy' }, url: '/otherPages/privacyPolicy' },
      { label: { cn: '销售条款', en: 'Terms of Sale' }, url: '/otherPages/termsOfSale' },
    ],
  },
];

export async function insertFooter(db: Db): Promise<void> {
  for (const [g, group] of FOOTER.entries()) {
    const { id } = await db
      .insertInto('footer_group')
      .values({ sort: (g + 1) * 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('footer_group_text')
      .values(perLang((lang) => ({ footer_group_id: id, lang, title: group.title[lang] })))
      .execute();
    for (const [l, link] of group.links.entries()) {
      const row = await db
        .insertInto('footer_link')
        .values({ footer_group_id: id, sort: (l + 1) * 10, url: link.url })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('footer_link_text')
        .values(perLang((lang) => ({ footer_link_id: row.id, lang, label: link.label[lang] })))
        .execute();
    }
  }
  await insertAll(db, 'setting', [
    { key: 'hotline', value: '400 606 1961' },
    { key: 'service_hours.cn', value: '周一至周日 10:00–22:00' },
    { key: 'service_hours.en', value: 'Monday to Sunday, 10:00–22:00' },
    { key: 'service_email', value: 'client.service@maison-shop.cn' },
    { key: 'copyright.cn', value: '© 2026 MAISON 版权所有' },
    { key: 'copyright.en', value: '© 2026 MAISON. All rights reserved.' },
  ]);
}

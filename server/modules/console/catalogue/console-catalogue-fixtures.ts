import type {
  CatalogueFeedReport,
  CatalogueFileInput,
  CatalogueFileReport,
} from '../../../../contract/console-catalogue';
import { CATALOGUE_COLUMNS } from '../../../catalogue/feed/catalogue';
import { csvText, type Cells } from '../../../catalogue/feed/feed-fixtures';
import type { TestShop } from '../../../test/harness';
import { freshOrderSku } from '../../../test/orders';
import { admin, type TestStaff } from '../../staff/staff-fixtures';

/** A fresh SKU of a piece on sale with `stock` to sell, its code and its piece. */
export async function freshSku(shop: TestShop, stock = 10) {
  const id = await freshOrderSku(shop.db, stock);
  const row = await shop.db
    .selectFrom('sku')
    .innerJoin('goods', 'goods.id', 'sku.goods_id')
    .select(['sku.code', 'sku.goods_id', 'sku.price', 'sku.original_price', 'goods.sn'])
    .where('sku.id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, ...row };
}

/**
 * A fresh SKU as freshSku, of a piece under no promotion: a prices file may give it any price
 * not above its original one (a promoted piece's price is its promotion's, promotion-price.ts).
 */
export async function freshUnpromotedSku(shop: TestShop, stock = 10) {
  const sku = await freshSku(shop, stock);
  await shop.db
    .updateTable('goods')
    .set({ promotion_id: null })
    .where('id', '=', sku.goods_id)
    .execute();
  return sku;
}

export function skuStock(shop: TestShop, id: number) {
  return shop.db
    .selectFrom('sku')
    .select(['stock', 'price', 'original_price'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A CSV file's body as the console sends it. */
export function csvFile(
  kind: CatalogueFileInput['kind'],
  lines: string[],
  more: Partial<CatalogueFileInput> = {},
): CatalogueFileInput {
  const header = kind === 'stock' ? 'sku,stock' : 'sku,price,original_price';
  return {
    kind,
    file_name: `${kind}.csv`,
    content_base64: Buffer.from([header, ...lines].join('\n')).toString('base64'),
    skip_unknown: false,
    apply: false,
    ...more,
  };
}

/** Sends a file to check or apply, as the staff member. */
export function sendFile(
  shop: TestShop,
  staff: TestStaff,
  body: CatalogueFileInput,
  lang: 'cn' | 'en' = 'en',
) {
  return admin<CatalogueFileReport>(shop.app, 'POST', '/catalogue/files', {
    cookie: staff.cookie,
    body,
    lang,
  });
}

/** The dry run of a file, then the same file applied with what the dry run read. */
export async function checkThenApply(shop: TestShop, staff: TestStaff, body: CatalogueFileInput) {
  const dry = await sendFile(shop, staff, body);
  return sendFile(shop, staff, { ...body, apply: true, checked: dry.body.data.checked });
}

/** The audit log's rows of one action, newest first. */
export function catalogueAudit(shop: TestShop, action: string) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
}

/** A feed of one new piece in one size, under slugs the shop already has; `changes` to its row. */
export async function oneNewPiece(shop: TestShop, sn: string, changes: Cells = {}) {
  const slug = (table: 'category' | 'series' | 'season' | 'color') =>
    shop.db
      .selectFrom(table)
      .select('slug')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
      .then((row) => row.slug);
  const leaf = await shop.db
    .selectFrom('category')
    .select('slug')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('category as child')
            .select('id')
            .whereRef('child.parent_id', '=', 'category.id'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  const row = {
    sn,
    sku: `${sn}-ONE`,
    category: leaf.slug,
    series: await slug('series'),
    season: await slug('season'),
    size_kind: 'one',
    name_cn: '丝质方巾',
    name_en: 'Silk Square',
    colour: await slug('color'),
    size: 'ONE',
    price: '2800',
    stock: '4',
    on_sale: '1',
    ...changes,
  };
  const csv = csvText(CATALOGUE_COLUMNS, [row]);
  return [{ path: `feed/catalogue.csv`, content_base64: Buffer.from(csv).toString('base64') }];
}

export const sendFeed = (
  shop: TestShop,
  staff: TestStaff,
  body: object,
  lang: 'cn' | 'en' = 'en',
) =>
  admin<CatalogueFeedReport>(shop.app, 'POST', '/catalogue/feed', {
    cookie: staff.cookie,
    body: { unlist_missing: false, apply: false, ...body },
    lang,
  });

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import type { Feed, FeedColourGroup, FeedPicture, FeedPiece, FeedSku, Texts } from './model';

// Feeds as the reader makes them, for the import's suites: pieces, SKUs and picture files
// written into a folder of their own.

export function feedFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'shop-feed-'));
}

/** A picture file in the feed folder, checked as the reader checks it. */
export async function pictureFile(
  folder: string,
  file: string,
  options: { fill: string; width?: number; height?: number },
): Promise<FeedPicture> {
  const width = options.width ?? 60;
  const height = options.height ?? 75;
  const svg = file.endsWith('.svg');
  const bytes = svg
    ? Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
          `<rect width="${width}" height="${height}" fill="${options.fill}"/></svg>`,
      )
    : await sharp({ create: { width, height, channels: 3, background: options.fill } })
        .png()
        .toBuffer();
  fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  fs.writeFileSync(path.join(folder, file), bytes);
  return {
    file,
    contentType: svg ? 'image/svg+xml' : 'image/png',
    hash: createHash('sha256').update(bytes).digest('hex'),
    width,
    height,
  };
}

let line = 1;

/** A SKU row of catalogue.csv; prices in fen. */
export function sku(code: string, size: string, price: number, stock: number, original = price) {
  line += 1;
  const row: FeedSku = {
    sku: code,
    size,
    price,
    originalPrice: original,
    stock,
    line,
  };
  return row;
}

export function colour(slug: string, skus: FeedSku[], pictures: FeedPicture[] = []) {
  const group: FeedColourGroup = { colour: slug, pictures, skus };
  return group;
}

const texts = (cn: string, en: string): Texts => ({ cn, en });

/** A piece with plain texts made from its sn, in the category, series and season given. */
export function piece(
  sn: string,
  colours: FeedColourGroup[],
  fields: Partial<Omit<FeedPiece, 'sn' | 'colours'>> = {},
): FeedPiece {
  return {
    sn,
    category: 'vases',
    series: 'terre',
    season: 'aw27',
    sizeKind: 'one',
    name: texts(`${sn} 陶土花瓶`, `${sn} Clay Vase`),
    description: texts('手工拉坯成型。', 'Thrown by hand.'),
    material: texts('陶土', 'Clay'),
    care: texts('请用软布擦拭。', 'Wipe with a soft cloth.'),
    onSale: true,
    isNew: true,
    sort: 10,
    promotion: null,
    origin: { file: 'catalogue.csv', line: colours[0]?.skus[0]?.line ?? 2 },
    ...fields,
    colours,
  };
}

/** The reference rows the fixtures' pieces use: a department with one category, and so on. */
export const REFERENCE: Pick<Feed, 'categories' | 'series' | 'seasons' | 'colours' | 'promotions'> =
  {
    categories: [
      { slug: 'objects', parent: null, name: texts('器物', 'Objects'), sort: 90 },
      { slug: 'vases', parent: 'objects', name: texts('花瓶', 'Vases'), sort: 10 },
    ],
    series: [{ slug: 'terre', name: texts('Terre 大地', 'Terre'), sort: 9 }],
    seasons: [{ slug: 'aw27', name: texts('2027 秋冬', 'Autumn-Winter 2027'), sort: 9 }],
    colours: [
      { slug: 'ochre', hex: '#cc7722', name: texts('赭石色', 'Ochre'), sort: 50 },
      { slug: 'slate', hex: '#5a6470', name: texts('石板灰', 'Slate'), sort: 51 },
    ],
    promotions: null,
  };

export function feed(folder: string, pieces: FeedPiece[], files: Partial<Feed> = {}): Feed {
  return { folder, pieces, ...REFERENCE, collocations: null, ...files };
}

/** Tables the import writes. */
const CATALOGUE_TABLES = [
  'category',
  'category_text',
  'series',
  'series_text',
  'season',
  'season_text',
  'color',
  'color_text',
  'promotion',
  'promotion_text',
  'goods',
  'goods_text',
  'goods_color',
  'picture',
  'sku',
  'goods_collocation',
  'media_master',
  'goods_search',
  'search_synonym',
  'goods_listing',
] as const;

/**
 * A mark that changes when any row of the catalogue is written, even with the values it had:
 * SQLite's count of changed rows, PostgreSQL's row versions (xmin).
 */
export async function writeMark(db: Db, kind: 'sqlite' | 'postgres'): Promise<string> {
  if (kind === 'sqlite') {
    const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
    return String(rows[0]?.n);
  }
  const marks = [];
  for (const table of CATALOGUE_TABLES) {
    const { rows } = await sql<{ mark: string | null }>`
      select string_agg(xmin::text, ',' order by ctid) as mark from ${sql.table(table)}
    `.execute(db);
    marks.push(`${table}:${rows[0]?.mark ?? ''}`);
  }
  return marks.join('\n');
}

/** Every row of the catalogue, for comparing a shop before and after. */
export async function catalogueRows(db: Db): Promise<string> {
  const out: string[] = [];
  for (const table of CATALOGUE_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    const digest = (value: unknown) =>
      Buffer.isBuffer(value) ? createHash('sha256').update(value).digest('hex') : value;
    const lines = rows.map((row) =>
      JSON.stringify(Object.entries(row).map(([key, value]) => [key, digest(value)])),
    );
    out.push(`${table}\n${lines.sort().join('\n')}`);
  }
  return out.join('\n');
}

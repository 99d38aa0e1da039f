import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';

// A large catalogue feed for the import's and the lists' figures: `pieces` pieces in ten
// categories of two departments, each in two colours of five sizes, named from a shop's words
// (material and style, in Chinese and English) so that searches find some pieces and not
// others. Its own reference files let it import into an empty shop. No pictures.

const COLUMNS =
  'sn,sku,category,series,season,size_kind,name_cn,name_en,description_cn,description_en,' +
  'material_cn,material_en,care_cn,care_en,colour,size,price,original_price,stock,on_sale,' +
  'is_new,sort,promotion,pictures';
const DEPARTMENTS = [
  ['women', '女士', 'Women'],
  ['men', '男士', 'Men'],
] as const;
const LEAVES = [
  ['coats', '大衣', 'Coats'],
  ['knitwear', '针织', 'Knitwear'],
  ['dresses', '连衣裙', 'Dresses'],
  ['trousers', '长裤', 'Trousers'],
  ['shirts', '衬衫', 'Shirts'],
] as const;
export const BENCH_CATEGORIES = DEPARTMENTS.flatMap(([dept]) =>
  LEAVES.map(([leaf]) => `bench-${dept}-${leaf}`),
);
const MATERIALS = [
  ['羊绒', 'Cashmere'],
  ['羊毛', 'Wool'],
  ['真丝', 'Silk'],
  ['棉质', 'Cotton'],
  ['亚麻', 'Linen'],
  ['皮革', 'Leather'],
  ['粗花呢', 'Tweed'],
  ['丝绒', 'Velvet'],
] as const;
const STYLES = [
  ['双排扣', 'Double-Breasted'],
  ['系带', 'Belted'],
  ['高领', 'Turtleneck'],
  ['宽松', 'Relaxed'],
  ['修身', 'Slim'],
  ['百褶', 'Pleated'],
] as const;
const COLOURS = [
  ['black', '黑色', 'Black'],
  ['ivory', '象牙白', 'Ivory'],
  ['camel', '驼色', 'Camel'],
  ['navy', '海军蓝', 'Navy'],
  ['olive', '橄榄绿', 'Olive'],
  ['rust', '铁锈红', 'Rust'],
  ['grey', '灰色', 'Grey'],
  ['burgundy', '酒红', 'Burgundy'],
] as const;
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const SERIES = ['atelier', 'jardin', 'voyage', 'lumiere'];
const SEASONS = ['aw25', 'ss26', 'aw26'];

/** Words a shopper types into the search box of this catalogue, in both languages. */
export const BENCH_KEYWORDS = [
  ...MATERIALS.flatMap(([cn, en]) => [cn, en.toLowerCase()]),
  ...STYLES.flatMap(([cn, en]) => [cn, en.toLowerCase()]),
  ...LEAVES.flatMap(([, cn, en]) => [cn, en.toLowerCase()]),
  ...MATERIALS.flatMap(([cn]) => LEAVES.map(([, leaf]) => `${cn}${leaf}`)),
  ...COLOURS.flatMap(([, cn, en]) => [`${cn}${LEAVES[0][1]}`, `${en.toLowerCase()} coat`]),
  'yangrong',
  'dayi',
  'cashmre',
  'sweaters',
  '女士 大衣',
];

function writeSmall(folder: string, file: string, lines: string[]) {
  fs.writeFileSync(path.join(folder, file), `${lines.join('\n')}\n`);
}

function referenceFiles(folder: string) {
  writeSmall(folder, 'categories.csv', [
    'slug,parent,name_cn,name_en,sort',
    ...DEPARTMENTS.flatMap(([dept, cn, en], d) => [
      `bench-${dept},,${cn},${en},${d + 1}`,
      ...LEAVES.map(
        ([leaf, leafCn, leafEn], i) =>
          `bench-${dept}-${leaf},bench-${dept},${leafCn},${leafEn},${i}`,
      ),
    ]),
  ]);
  writeSmall(folder, 'series.csv', [
    'slug,name_cn,name_en,sort',
    ...SERIES.map((slug, i) => `bench-${slug},系列${i + 1},${slug},${i}`),
  ]);
  writeSmall(folder, 'seasons.csv', [
    'slug,name_cn,name_en,sort',
    ...SEASONS.map((slug, i) => `bench-${slug},${slug.toUpperCase()},${slug.toUpperCase()},${i}`),
  ]);
  writeSmall(folder, 'colours.csv', [
    'slug,hex,name_cn,name_en,sort',
    ...COLOURS.map(
      ([slug, cn, en], i) =>
        `bench-${slug},#${String(i * 111111).padStart(6, '0')},${cn},${en},${i}`,
    ),
  ]);
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** The piece's rows: the first carries the piece's columns, the others only the SKU's. */
function pieceRows(n: number, priceShift: number): string {
  const sn = `BF-${String(n).padStart(6, '0')}`;
  const category = pick(BENCH_CATEGORIES, n);
  const [materialCn, materialEn] = pick(MATERIALS, Math.floor(n / 10));
  const [styleCn, styleEn] = pick(STYLES, Math.floor(n / 80));
  const [, leafCn, leafEn] = pick(LEAVES, n);
  const colours = [pick(COLOURS, n)[0], pick(COLOURS, n + 3)[0]];
  const price = (1000 + (n % 500) * 10 + priceShift).toFixed(2);
  const series = `bench-${pick(SERIES, Math.floor(n / 7))}`;
  const season = `bench-${pick(SEASONS, Math.floor(n / 13))}`;
  const piece =
    `${category},${series},${season},clothing,${materialCn}${styleCn}${leafCn},` +
    `${materialEn} ${styleEn} ${leafEn.replace(/s$/, '')},` +
    `"第${n}件：${materialCn}面料，手工缝制，廓形利落。","Piece ${n}: ${materialEn.toLowerCase()}, hand-finished, with a clean line.",` +
    `${materialCn}100%,100% ${materialEn.toLowerCase()},专业干洗,Dry clean only`;
  const empty = ',,,,,,,,,,,';
  let rows = '';
  let first = true;
  for (const colour of colours) {
    for (const size of SIZES) {
      const sku = `${sn}-${colour}-${size}`;
      const stock = (n + size.length) % 20;
      const tail = `${first ? `1,${n % 7 === 0 ? 1 : 0},${n % 100}` : ',,'},,`;
      rows += `${sn},${sku},${first ? piece : empty},bench-${colour},${size},${price},,${stock},${tail}\n`;
      first = false;
    }
  }
  return rows;
}

/** Writes the feed into `folder` (made empty first): `priceShift` yuan changes every price. */
export async function generateFeed(folder: string, pieces: number, priceShift = 0) {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  referenceFiles(folder);
  const out = fs.createWriteStream(path.join(folder, 'catalogue.csv'));
  out.write(`${COLUMNS}\n`);
  let batch = '';
  for (let n = 1; n <= pieces; n++) {
    batch += pieceRows(n, priceShift);
    if (n % 1000 === 0 || n === pieces) {
      if (!out.write(batch)) await once(out, 'drain');
      batch = '';
    }
  }
  out.end();
  await once(out, 'finish');
  return { rows: pieces * 2 * SIZES.length };
}

import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';

// A large catalogue feed for the import's figures: `pieces` pieces, each in two colours of five
// sizes, with its own reference files so that it imports into an empty shop. No pictures.

const COLUMNS =
  'sn,sku,category,series,season,size_kind,name_cn,name_en,description_cn,description_en,' +
  'material_cn,material_en,care_cn,care_en,colour,size,price,original_price,stock,on_sale,' +
  'is_new,sort,promotion,pictures';
const CATEGORIES = ['coats', 'knitwear', 'dresses', 'trousers', 'shirts'];
const COLOURS = ['black', 'ivory', 'camel', 'navy', 'olive', 'rust'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

function writeSmall(folder: string, file: string, lines: string[]) {
  fs.writeFileSync(path.join(folder, file), `${lines.join('\n')}\n`);
}

function referenceFiles(folder: string) {
  writeSmall(folder, 'categories.csv', [
    'slug,parent,name_cn,name_en,sort',
    'bench-women,,女士,Women,1',
    ...CATEGORIES.map((slug, i) => `bench-${slug},bench-women,类别${i},${slug},${i}`),
  ]);
  writeSmall(folder, 'series.csv', ['slug,name_cn,name_en,sort', 'bench-atelier,工坊,Atelier,1']);
  writeSmall(folder, 'seasons.csv', ['slug,name_cn,name_en,sort', 'bench-aw26,2026秋冬,AW26,1']);
  writeSmall(folder, 'colours.csv', [
    'slug,hex,name_cn,name_en,sort',
    ...COLOURS.map(
      (slug, i) => `bench-${slug},#${String(i * 111111).padStart(6, '0')},色${i},${slug},${i}`,
    ),
  ]);
}

/** The piece's rows: the first carries the piece's columns, the others only the SKU's. */
function pieceRows(n: number, priceShift: number): string {
  const sn = `BF-${String(n).padStart(6, '0')}`;
  const category = `bench-${CATEGORIES[n % CATEGORIES.length]}`;
  const colours = [COLOURS[n % COLOURS.length], COLOURS[(n + 1) % COLOURS.length]];
  const price = (1000 + (n % 500) * 10 + priceShift).toFixed(2);
  const piece =
    `${category},bench-atelier,bench-aw26,clothing,羊毛外套 ${n},Wool Piece ${n},` +
    `"第${n}件：双面羊毛，手工缝制，腰带可拆。","Piece ${n}: double-faced wool, hand-finished, with a detachable belt.",` +
    `羊毛100%,100% wool,专业干洗,Dry clean only`;
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

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS } from './catalogue';
import { csvText, FeedFolder, goodRows, problemsOf, type Cells } from './feed-fixtures';
import type { Feed } from './model';

const folders: FeedFolder[] = [];
const folder = () => {
  const made = new FeedFolder();
  folders.push(made);
  return made;
};
afterEach(() => folders.splice(0).forEach((made) => made.remove()));

const hashOf = (made: FeedFolder, file: string) =>
  createHash('sha256')
    .update(fs.readFileSync(path.join(made.dir, file)))
    .digest('hex');

async function goodFeed(made: FeedFolder): Promise<Feed> {
  const reading = await made.read();
  if (!reading.ok) throw new Error(problemsOf(reading).join('\n'));
  return reading.feed;
}

/** The same catalogue as a workbook: numbers typed as numbers, a price as a formula. */
async function writeWorkbook(made: FeedFolder, rows: Cells[]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Catalogue');
  workbook.addWorksheet('Notes').addRow(['sn', 'not', 'the', 'catalogue']);
  sheet.addRow([...CATALOGUE_COLUMNS]);
  for (const row of rows) {
    sheet.addRow(
      CATALOGUE_COLUMNS.map((column) => {
        const value = row[column] ?? '';
        return /^\d+(\.\d+)?$/.test(value) && column !== 'sn' ? Number(value) : value || null;
      }),
    );
  }
  // Row 3 is the coat in black, size M: 12800.5 as 12800 + 0.5.
  sheet.getCell(3, CATALOGUE_COLUMNS.indexOf('price') + 1).value = {
    formula: '12800+0.5',
    result: 12800.5,
  };
  await workbook.xlsx.writeFile(path.join(made.dir, 'catalogue.xlsx'));
}

describe('reading a feed folder', () => {
  it('reads a good feed into its pieces, colours, SKUs in fen and checked pictures', async () => {
    const made = await folder().catalogue(goodRows()).pictures();
    const feed = await goodFeed(made);
    const origin = (line: number) => ({ file: 'catalogue.csv', line });
    expect(feed).toEqual({
      folder: made.dir,
      categories: null,
      series: null,
      seasons: null,
      colours: null,
      promotions: null,
      collocations: null,
      pieces: [
        {
          sn: 'MF26-W-CO-0101',
          category: 'women-coats',
          series: 'atelier',
          season: 'fw26',
          sizeKind: 'clothing',
          name: { cn: '双面羊绒大衣', en: 'Double-Faced Cashmere Coat' },
          description: {
            cn: '双面羊绒手工缝制，\n线条利落。',
            en: 'Hand-finished double-faced cashmere, with clean lines.',
          },
          material: { cn: '100% 羊绒', en: '100% cashmere' },
          care: { cn: '专业干洗', en: 'Dry clean only' },
          onSale: true,
          isNew: true,
          sort: 10,
          promotion: 'private-sale',
          origin: origin(2),
          colours: [
            {
              colour: 'black',
              pictures: [
                {
                  file: 'pictures/coat-black-1.jpg',
                  contentType: 'image/jpeg',
                  hash: hashOf(made, 'pictures/coat-black-1.jpg'),
                  width: 30,
                  height: 40,
                },
                {
                  file: 'pictures/coat-black-2.png',
                  contentType: 'image/png',
                  hash: hashOf(made, 'pictures/coat-black-2.png'),
                  width: 40,
                  height: 30,
                },
              ],
              skus: [
                {
                  sku: 'MF26-W-CO-0101-BLK-S',
                  size: 'S',
                  price: 1_280_000,
                  originalPrice: 1_280_000,
                  stock: 3,
                  line: 2,
                },
                {
                  sku: 'MF26-W-CO-0101-BLK-M',
                  size: 'M',
                  price: 1_280_050,
                  originalPrice: 1_280_050,
                  stock: 2,
                  line: 4,
                },
              ],
            },
            {
              colour: 'camel',
              pictures: [
                {
                  file: 'pictures/coat-camel.svg',
                  contentType: 'image/svg+xml',
                  hash: hashOf(made, 'pictures/coat-camel.svg'),
                  width: 120,
                  height: 150,
                },
              ],
              skus: [
                {
                  sku: 'MF26-W-CO-0101-CML-S',
                  size: 'S',
                  price: 999_999,
                  originalPrice: 1_280_000,
                  stock: 0,
                  line: 5,
                },
              ],
            },
          ],
        },
        {
          sn: 'MP00-B-TO-0102',
          category: 'bags-totes',
          series: 'voyage',
          season: 'permanent',
          sizeKind: 'one',
          name: { cn: '帆布托特包', en: 'Canvas Tote' },
          description: { cn: '', en: '' },
          material: { cn: '帆布，小牛皮饰边', en: 'Canvas, calfskin trim' },
          care: { cn: '', en: '' },
          onSale: true,
          isNew: false,
          sort: 0,
          promotion: null,
          origin: origin(6),
          colours: [
            {
              colour: 'ivory',
              pictures: [],
              skus: [
                {
                  sku: 'MP00-B-TO-0102-ONE',
                  size: 'ONE',
                  price: 680_000,
                  originalPrice: 680_000,
                  stock: 4,
                  line: 6,
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('reads the same feed from the first sheet of catalogue.xlsx, a formula as its value', async () => {
    const fromCsv = await goodFeed(await folder().catalogue(goodRows()).pictures());
    const made = await folder().pictures();
    await writeWorkbook(made, goodRows());
    const fromXlsx = await goodFeed(made);
    // A workbook has no line breaks inside a row: the coat's second row is row 3, not line 4.
    const lines = new Map([
      [4, 3],
      [5, 4],
      [6, 5],
    ]);
    const expected = JSON.parse(
      JSON.stringify({ ...fromCsv, folder: made.dir }, (key, value) => {
        if (key === 'file' && value === 'catalogue.csv') return 'catalogue.xlsx';
        if (key === 'line') return lines.get(value) ?? value;
        return value;
      }),
    );
    expect(fromXlsx).toEqual(expected);
  });

  it('accepts UTF-8 with a BOM and Windows line ends', async () => {
    const text = csvText(CATALOGUE_COLUMNS, goodRows(), '\r\n');
    const made = await folder().write('catalogue.csv', `\ufeff${text}`).pictures();
    const feed = await goodFeed(made);
    expect(feed.pieces.map((piece) => [piece.sn, piece.origin.line])).toEqual([
      ['MF26-W-CO-0101', 2],
      ['MP00-B-TO-0102', 6],
    ]);
    expect(feed.pieces[0]?.description.cn).toBe('双面羊绒手工缝制，\n线条利落。');
  });

  it('refuses a GBK file as not UTF-8, in one problem for the file', async () => {
    const gbk = Buffer.concat([
      Buffer.from(
        `${CATALOGUE_COLUMNS.join(',')}\nMF26-W-CO-0101,X1,women-coats,atelier,fw26,clothing,`,
      ),
      Buffer.from([0xb4, 0xf3, 0xd2, 0xc2]), // 大衣 in GBK
      Buffer.from(',Coat,,,,,,,black,S,12800,,1,1,0,,,\n'),
    ]);
    const reading = await folder().write('catalogue.csv', gbk).read();
    expect(problemsOf(reading)).toEqual([
      'catalogue.csv: the file is not UTF-8 text: save it again as UTF-8 (in Excel: "CSV UTF-8 (Comma delimited)")',
    ]);
  });

  it('keeps counting lines right after quoted values with commas, quotes and line breaks', async () => {
    const rows = goodRows();
    rows[0] = {
      ...rows[0],
      description_en: 'Cut "long", lined,\n\nand finished by hand.',
      stock: 'some',
    };
    rows[3] = { ...rows[3], price: '12,00' };
    const made = await folder().catalogue(rows).pictures();
    const reading = await made.read();
    // The coat's first row takes lines 2 to 5; its next rows are 6 and 7, the tote's is 8.
    expect(problemsOf(reading)).toEqual([
      'catalogue.csv line 2, stock: "some" is not a whole number',
      'catalogue.csv line 8, price: "12,00" is not an amount: yuan with at most two decimals, like 1280 or 1280.50',
    ]);
  });

  it('skips empty lines and rows of empty cells, counting them', async () => {
    const lines = csvText(CATALOGUE_COLUMNS, goodRows()).split('\n');
    const empty = ','.repeat(CATALOGUE_COLUMNS.length - 1);
    lines.splice(5, 0, '', empty); // before the tote's row
    const made = await folder().write('catalogue.csv', lines.join('\n')).pictures();
    const feed = await goodFeed(made);
    expect(feed.pieces[1]?.origin).toEqual({ file: 'catalogue.csv', line: 8 });
  });
});

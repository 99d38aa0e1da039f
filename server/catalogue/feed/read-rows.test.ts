import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS } from './catalogue';
import { csvText, FeedFolder, goodRows, problemsOf, type Cells } from './feed-fixtures';

// The catalogue's rows: goodRows() is on lines 2-3 (the coat in black, S: its description has a
// line break), 4 (black, M), 5 (camel, S) and 6 (the tote).

const folders: FeedFolder[] = [];
afterEach(() => folders.splice(0).forEach((made) => made.remove()));

/** The problems of goodRows() with some cells changed, by row index. */
async function problemsWith(changes: Record<number, Cells>, extra: Cells[] = []) {
  const rows = goodRows().map((row, index) => ({ ...row, ...changes[index] }));
  const made = await new FeedFolder().catalogue([...rows, ...extra]).pictures();
  folders.push(made);
  return problemsOf(await made.read());
}

const AMOUNT = 'is not an amount: yuan with at most two decimals, like 1280 or 1280.50';

describe('the catalogue rows', () => {
  it('reports every broken value of every row at once, with its line and column', async () => {
    const problems = await problemsWith({
      0: { price: '12,00', stock: '-1' },
      1: { sku: '', on_sale: 'yes' },
      2: { original_price: '9000', colour: 'ochre' },
      3: { size_kind: 'bag', is_new: '2', sort: '1.5' },
    });
    expect(problems).toEqual([
      `catalogue.csv line 2, price: "12,00" ${AMOUNT}`,
      'catalogue.csv line 2, stock: "-1" is below 0',
      'catalogue.csv line 4, sku: is required but empty',
      'catalogue.csv line 4, on_sale: "yes" is not 1 or 0',
      'catalogue.csv line 5, original_price: is below price',
      'catalogue.csv line 5, colour: "ochre" is not a colour of the shop',
      'catalogue.csv line 6, size_kind: "bag" is not a size chart: clothing, shoes, one',
      'catalogue.csv line 6, is_new: "2" is not 1 or 0',
      'catalogue.csv line 6, sort: "1.5" is not a whole number',
    ]);
  });

  it.each([
    ['12,00', `"12,00" ${AMOUNT}`],
    ['-1', `"-1" ${AMOUNT}`],
    ['1e3', `"1e3" ${AMOUNT}`],
    ['12.345', `"12.345" ${AMOUNT}`],
    ['¥12', `"¥12" ${AMOUNT}`],
    ['0', 'is 0: a piece is sold for more than nothing'],
    ['99999999', '"99999999" is more than the shop can hold'],
  ])('refuses the price %s', async (price, message) => {
    expect(await problemsWith({ 3: { price } })).toEqual([
      `catalogue.csv line 6, price: ${message}`,
    ]);
  });

  it.each([
    ['-3', '"-3" is below 0'],
    ['2.5', '"2.5" is not a whole number'],
    ['', 'is required but empty'],
  ])('refuses the stock "%s"', async (stock, message) => {
    expect(await problemsWith({ 3: { stock } })).toEqual([
      `catalogue.csv line 6, stock: ${message}`,
    ]);
  });

  it.each([
    ['MP00 B', '"MP00 B" holds a space; a code has none'],
    ['MP00\u0007B', '"MP00\\u0007B" holds a control character'],
    ['M'.repeat(65), 'is longer than 64 characters'],
  ])('refuses the code %j', async (sku, message) => {
    expect(await problemsWith({ 3: { sku } })).toEqual([`catalogue.csv line 6, sku: ${message}`]);
  });

  it('trims the cells, so a code keeps no space around it', async () => {
    expect(
      await problemsWith({ 3: { sku: '  MP00-B-TO-0102-ONE ', sn: ' MP00-B-TO-0102' } }),
    ).toEqual([]);
  });

  it('refuses a SKU given twice, and a size of a colour given twice, naming the first line', async () => {
    const problems = await problemsWith({ 1: { sku: 'MF26-W-CO-0101-BLK-S' }, 2: { size: 'S' } }, [
      { sn: 'MF26-W-CO-0101', sku: 'MF26-W-CO-0101-BLK-S2', colour: 'black', size: 'S' },
    ]);
    expect(problems).toEqual([
      'catalogue.csv line 4, sku: "MF26-W-CO-0101-BLK-S" is already on line 2',
      'catalogue.csv line 7, price: is required but empty',
      'catalogue.csv line 7, stock: is required but empty',
      'catalogue.csv line 7, size: MF26-W-CO-0101 in black, size S, is already on line 2',
    ]);
  });

  it('refuses slugs the shop does not have, and slugs that are not slugs', async () => {
    const problems = await problemsWith({
      0: { category: 'Women-Coats', series: 'rivage', season: 'ss99' },
      3: { promotion: 'flash-sale' },
    });
    expect(problems).toEqual([
      'catalogue.csv line 2, category: "Women-Coats" is not a slug: lower-case letters, digits and "-" only',
      'catalogue.csv line 2, series: "rivage" is not a series of the shop',
      'catalogue.csv line 2, season: "ss99" is not a season of the shop',
      'catalogue.csv line 6, promotion: "flash-sale" is not a promotion of the shop',
    ]);
  });

  it('takes a piece-level value from any one row, and refuses two different ones, naming both lines', async () => {
    const problems = await problemsWith({
      0: { name_en: '', is_new: '' },
      1: { name_en: 'Double-Faced Cashmere Coat', is_new: '1' },
      2: { name_en: 'Cashmere Coat', is_new: '0', sort: '10' },
    });
    expect(problems).toEqual([
      'catalogue.csv line 5, name_en: "Cashmere Coat" differs from "Double-Faced Cashmere Coat" on line 4, for the same piece MF26-W-CO-0101',
      'catalogue.csv line 5, is_new: "0" differs from "1" on line 4, for the same piece MF26-W-CO-0101',
    ]);
  });

  it('needs a category, series, season, size chart and a name in both languages on some row of each piece', async () => {
    const problems = await problemsWith({
      3: { category: '', season: '', size_kind: '', name_en: '', material_cn: '' },
    });
    expect(problems).toEqual([
      'catalogue.csv line 6, category: no row of MP00-B-TO-0102 gives it',
      'catalogue.csv line 6, season: no row of MP00-B-TO-0102 gives it',
      'catalogue.csv line 6, size_kind: no row of MP00-B-TO-0102 gives it',
      'catalogue.csv line 6, name_en: no row of MP00-B-TO-0102 gives it, while name_cn is given',
      'catalogue.csv line 6, material_cn: no row of MP00-B-TO-0102 gives it, while material_en is given',
    ]);
  });

  it('refuses a name with a line break, which only descriptions, materials and care may have', async () => {
    expect(
      await problemsWith({
        3: {
          name_en: 'Canvas\nTote',
          care_cn: '擦拭清洁。\n平放保存。',
          care_en: 'Wipe clean.\nStore flat.',
        },
      }),
    ).toEqual(['catalogue.csv line 6, name_en: holds a line break or a control character']);
  });

  it('takes pictures from a colour’s first row; a later row leaves them empty or gives the same', async () => {
    const same = 'pictures/coat-black-1.jpg | pictures/coat-black-2.png';
    expect(await problemsWith({ 1: { pictures: same } })).toEqual([]);
    expect(await problemsWith({ 1: { pictures: 'pictures/coat-black-2.png' } })).toEqual([
      'catalogue.csv line 4, pictures: MF26-W-CO-0101 in black has its pictures on its first row, line 2; leave them empty here or give the same',
    ]);
  });

  it('refuses a price below the original one for a piece without a promotion', async () => {
    expect(await problemsWith({ 0: { promotion: '' } })).toEqual([
      'catalogue.csv line 5, price: is below original_price, but MF26-W-CO-0101 has no promotion: without one the shop charges the original price',
    ]);
  });

  it('refuses a catalogue without rows', async () => {
    const made = new FeedFolder().catalogue([]);
    folders.push(made);
    expect(problemsOf(await made.read())).toEqual([
      'catalogue.csv: the file has no rows: a feed lists at least one SKU',
    ]);
  });

  it('tells rows without an sn as such, not as a catalogue without rows', async () => {
    const rows = [0, 1, 2, 3].map((index) => ({ [index]: { sn: '' } }));
    expect(await problemsWith(Object.assign({}, ...rows))).toEqual([
      'catalogue.csv line 2, sn: is required but empty',
      'catalogue.csv line 4, sn: is required but empty',
      'catalogue.csv line 5, sn: is required but empty',
      'catalogue.csv line 6, sn: is required but empty',
    ]);
  });
});

describe('the catalogue file', () => {
  const read = async (made: FeedFolder) => {
    folders.push(made);
    return problemsOf(await made.read());
  };
  const COLUMNS = CATALOGUE_COLUMNS.join(', ');

  it('takes the columns in any order', async () => {
    const made = await new FeedFolder()
      .catalogue(goodRows(), [...CATALOGUE_COLUMNS].reverse())
      .pictures();
    folders.push(made);
    const reading = await made.read();
    expect(reading.ok && reading.feed.pieces.map((piece) => piece.colours.length)).toEqual([2, 1]);
  });

  it('refuses missing, unknown and doubled columns, naming them, and reads no row', async () => {
    const header = [
      ...CATALOGUE_COLUMNS.filter((c) => c !== 'stock' && c !== 'sort'),
      'colour',
      'weight',
    ];
    const rows = goodRows().map((row) => ({ ...row, price: 'not read' }));
    expect(await read(new FeedFolder().catalogue(rows, header))).toEqual([
      `catalogue.csv line 1: the header has missing columns "stock", "sort"; unknown columns "weight"; columns named twice "colour"; the columns are ${COLUMNS}`,
    ]);
  });

  it('says when the columns are separated by semicolons', async () => {
    const made = new FeedFolder().write('catalogue.csv', `${CATALOGUE_COLUMNS.join(';')}\n`);
    const [problem] = await read(made);
    expect(problem).toMatch(
      /^catalogue.csv line 1: the header has missing columns "sn", .* \(the columns must be separated by commas\)/,
    );
  });

  it('refuses a row with more values than the header has columns', async () => {
    const lines = csvText(CATALOGUE_COLUMNS, goodRows()).split('\n');
    lines[3] += ',extra';
    const made = await new FeedFolder().write('catalogue.csv', lines.join('\n')).pictures();
    expect(await read(made)).toEqual([
      'catalogue.csv line 4: has 25 values where the header names 24 columns',
    ]);
  });

  it('refuses a quote that is never closed, as a problem of the file', async () => {
    const made = new FeedFolder().write(
      'catalogue.csv',
      `${CATALOGUE_COLUMNS.join(',')}\nMF26,MF26-1\nMF26,"MF26-2,women-coats\nMF26,MF26-3\n\n`,
    );
    expect(await read(made)).toEqual([
      'catalogue.csv line 3: a quoted value that starts on this row is never closed: a " is missing',
    ]);
  });

  it('refuses a value that goes on after its closing quote, naming its line', async () => {
    const lines = csvText(CATALOGUE_COLUMNS, goodRows()).split('\n');
    lines[4] = lines[4]?.replace('MF26-W-CO-0101-CML-S', '"MF26-W-CO-0101"-CML-S') ?? '';
    const made = await new FeedFolder().write('catalogue.csv', lines.join('\n')).pictures();
    expect(await read(made)).toEqual([
      'catalogue.csv line 5: a quoted value is not closed properly: inside quotes, write a " as ""',
    ]);
  });

  it('takes a quote inside a value that does not start with one', async () => {
    const lines = csvText(CATALOGUE_COLUMNS, goodRows()).split('\n');
    lines[3] = lines[3]?.replace(',M,', ',M",') ?? '';
    const made = await new FeedFolder().write('catalogue.csv', lines.join('\n')).pictures();
    folders.push(made);
    const reading = await made.read();
    expect(reading.ok && reading.feed.pieces[0]?.colours[0]?.skus.map((sku) => sku.size)).toEqual([
      'S',
      'M"',
    ]);
  });

  it('needs catalogue.csv or catalogue.xlsx, not both', async () => {
    expect(await read(new FeedFolder())).toEqual([
      'catalogue.csv: not found: the folder needs catalogue.csv or catalogue.xlsx',
    ]);
    const both = new FeedFolder().catalogue(goodRows()).write('catalogue.xlsx', 'x');
    expect(await read(both)).toEqual([
      'catalogue.csv: the folder holds both catalogue.csv and catalogue.xlsx: keep only one',
    ]);
  });

  it('refuses an empty file and a folder that is not there', async () => {
    expect(await read(new FeedFolder().write('catalogue.csv', '\n\n'))).toEqual([
      'catalogue.csv: the file is empty: its first line names the columns',
    ]);
    const gone = new FeedFolder();
    gone.remove();
    expect(await read(gone)).toEqual([`${gone.dir}: no such folder`]);
  });

  it('lists the first thousand problems of a file and counts the others', async () => {
    const rows = Array.from({ length: 1200 }, (_, index) => ({
      ...goodRows()[3],
      sku: `MP00-B-TO-0102-${index}`,
      size: `S${index}`,
      price: 'free',
    }));
    const problems = await problemsWith({}, rows);
    expect(problems).toHaveLength(1001);
    expect(problems[999]).toBe(`catalogue.csv line 1006, price: "free" ${AMOUNT}`);
    expect(problems[1000]).toBe('catalogue.csv: and 200 more problems in this file, not listed');
  });
});

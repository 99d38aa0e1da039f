import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS } from './catalogue';
import { FeedFolder, goodRows, problemsOf } from './feed-fixtures';

const folders: FeedFolder[] = [];
afterEach(() => folders.splice(0).forEach((made) => made.remove()));

const column = (name: (typeof CATALOGUE_COLUMNS)[number]) => CATALOGUE_COLUMNS.indexOf(name) + 1;

/** A workbook of goodRows() as text, its catalogue sheet first; `edit` changes it before saving. */
async function readWorkbook(edit: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void) {
  const made = await new FeedFolder().pictures();
  folders.push(made);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Catalogue');
  sheet.addRow([...CATALOGUE_COLUMNS]);
  for (const row of goodRows()) sheet.addRow(CATALOGUE_COLUMNS.map((name) => row[name] ?? null));
  edit(sheet, workbook);
  await workbook.xlsx.writeFile(path.join(made.dir, 'catalogue.xlsx'));
  return made.read();
}

describe('a catalogue in a workbook', () => {
  it('reads the first sheet by its tab, not the first one made', async () => {
    const reading = await readWorkbook((sheet, workbook) => {
      workbook.removeWorksheet(sheet.id);
      const notes = workbook.addWorksheet('Notes');
      notes.addRow(['these are notes']);
      const first = workbook.addWorksheet('Catalogue first');
      // Its tab goes first; exceljs's types leave the tab order out.
      Object.assign(first, { orderNo: -1 });
      first.addRow([...CATALOGUE_COLUMNS]);
      for (const row of goodRows())
        first.addRow(CATALOGUE_COLUMNS.map((name) => row[name] ?? null));
    });
    expect(problemsOf(reading)).toEqual([]);
  });

  it('numbers rows as Excel does, skipping empty rows', async () => {
    const reading = await readWorkbook((sheet) => {
      sheet.spliceRows(4, 0, [], []);
      sheet.getCell(7, column('stock')).value = -2;
    });
    expect(problemsOf(reading)).toEqual(['catalogue.xlsx line 7, stock: "-2" is below 0']);
  });

  it('reads numbers and dates as the operator sees them', async () => {
    const reading = await readWorkbook((sheet) => {
      sheet.getCell(2, column('price')).value = 1.1 * 3; // 3.3000000000000003, shown 3.3
      sheet.getCell(5, column('size')).value = new Date(Date.UTC(2026, 10, 11));
      sheet.getCell(5, column('size')).numFmt = 'yyyy-mm-dd';
      sheet.getCell(5, column('sn')).value = {
        richText: [{ text: 'MP00-B-' }, { text: 'TO-0102' }],
      };
    });
    if (!reading.ok) throw new Error(problemsOf(reading).join('\n'));
    const [coat, tote] = reading.feed.pieces;
    expect(coat?.colours[0]?.skus[0]?.price).toBe(330);
    expect(tote?.colours[0]?.skus[0]?.size).toBe('2026-11-11');
  });

  it('refuses a formula without a saved result, and a cell showing an error', async () => {
    const reading = await readWorkbook((sheet) => {
      sheet.getCell(3, column('price')).value = { formula: 'B2*2' } as ExcelJS.CellFormulaValue;
      sheet.getCell(4, column('stock')).value = { error: '#N/A' } as ExcelJS.CellErrorValue;
    });
    expect(problemsOf(reading)).toEqual([
      'catalogue.xlsx line 3, price: the cell is a formula without a saved result: open the file and save it again',
      'catalogue.xlsx line 4, stock: the cell shows the error #N/A',
    ]);
  });

  it('refuses a file that is not a workbook', async () => {
    const made = new FeedFolder().write('catalogue.xlsx', 'sn,sku\nnot,a workbook\n');
    folders.push(made);
    expect(problemsOf(await made.read())).toEqual([
      'catalogue.xlsx: the file is not an Excel workbook (.xlsx) that can be read',
    ]);
  });
});

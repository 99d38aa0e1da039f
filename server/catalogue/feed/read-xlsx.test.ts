import path from 'node:path';
import zlib from 'node:zlib';
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

/** A zip of deflated entries, stored in the order given, as a spreadsheet program writes one. */
function zipOf(entries: [string, string][]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const [file, data] = [Buffer.from(name), Buffer.from(text)];
    const packed = zlib.deflateRawSync(data);
    const [local, central] = [Buffer.alloc(30), Buffer.alloc(46)];
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(zlib.crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(file.length, 26);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(zlib.crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(file.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, file, packed);
    directory.push(central, file);
    offset += local.length + file.length + packed.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(Buffer.concat(directory).length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}

/** A sheet of text cells. */
function sheetXml(rows: string[][]): string {
  const cell = (text: string, row: number, index: number) =>
    text === ''
      ? ''
      : `<c r="${String.fromCharCode(65 + index)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const body = rows
    .map(
      (cells, i) =>
        `<row r="${i + 1}">${cells.map((text, j) => cell(text, i + 1, j)).join('')}</row>`,
    )
    .join('');
  return `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
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

  it('reads the first tab when the file stores another sheet before it, as Excel may', async () => {
    const made = await new FeedFolder().pictures();
    folders.push(made);
    const rows = goodRows().map((row) => CATALOGUE_COLUMNS.map((name) => row[name] ?? ''));
    const relationship = (id: number) =>
      `<Relationship Id="rId${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${id}.xml"/>`;
    // The catalogue was made second (sheet2.xml), then its tab moved first.
    made.write(
      'catalogue.xlsx',
      zipOf([
        [
          'xl/workbook.xml',
          '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Catalogue" sheetId="2" r:id="rId2"/><sheet name="Notes" sheetId="1" r:id="rId1"/></sheets></workbook>',
        ],
        [
          'xl/_rels/workbook.xml.rels',
          `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationship(1)}${relationship(2)}</Relationships>`,
        ],
        ['xl/worksheets/sheet1.xml', sheetXml([['these are notes']])],
        ['xl/worksheets/sheet2.xml', sheetXml([[...CATALOGUE_COLUMNS], ...rows])],
        ['docProps/app.xml', '<Properties/>'],
      ]),
    );
    // exceljs's streamed reading lets a part of the file go by now and then (exceljs#2790,
    // #3064): read after read, the catalogue is read whole, and the process stays up.
    for (let read = 0; read < 20; read++) {
      const reading = await made.read();
      expect(problemsOf(reading)).toEqual([]);
      expect(reading.ok && reading.feed.pieces.map((piece) => piece.origin.line)).toEqual([2, 5]);
    }
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

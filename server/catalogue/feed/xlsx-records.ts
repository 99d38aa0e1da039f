import ExcelJS from 'exceljs';
import { said, type ProblemWords } from './problem-words';
import { UnreadableFile, type SourceRecord } from './records';

type Cell = { text: string } | { fault: ProblemWords };

const pad = (value: number) => String(value).padStart(2, '0');

/** A number as Excel shows it: to 15 significant digits, so 0.1 + 0.2 reads 0.3. */
const numberText = (value: number) => String(Number(value.toPrecision(15)));

/** Excel keeps a date as the moment typed, without a zone: exceljs hands it over in UTC. */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const hours = date.getUTCHours();
  const minutes = date.getUTCMinutes();
  return hours === 0 && minutes === 0 ? day : `${day} ${pad(hours)}:${pad(minutes)}`;
}

/** A cell's value as the operator sees it in Excel; a formula counts as its result. */
function cellText(value: unknown): Cell {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'number') {
    return Number.isFinite(value) ? { text: numberText(value) } : { fault: said('cellNotNumber') };
  }
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE' };
  if (value instanceof Date) return { text: dateText(value) };
  if (typeof value !== 'object') return { fault: said('cellUnreadable') };
  if ('richText' in value && Array.isArray(value.richText)) {
    return { text: value.richText.map((run: { text?: string }) => run.text ?? '').join('') };
  }
  if ('error' in value) return { fault: said('cellError', { error: String(value.error) }) };
  if ('formula' in value || 'sharedFormula' in value) {
    if (!('result' in value) || value.result === undefined) {
      return { fault: said('cellFormulaUnsaved') };
    }
    const result = cellText(value.result);
    return 'fault' in result ? { fault: said('cellFormulaError') } : result;
  }
  if ('text' in value && typeof value.text === 'string') return { text: value.text };
  return { fault: said('cellUnreadable') };
}

function recordOf(row: ExcelJS.Row): SourceRecord {
  const values = Array.isArray(row.values) ? row.values : [];
  const cells: string[] = [];
  const faults: SourceRecord['faults'] = [];
  // row.values counts columns from 1, as Excel does.
  for (let column = 1; column < values.length; column++) {
    const cell = cellText(values[column]);
    if ('fault' in cell) faults.push({ index: column - 1, words: cell.fault });
    cells.push('text' in cell ? cell.text.trim() : '');
  }
  return { line: row.number, cells, faults };
}

type Pass = 'read' | 'no sheet' | 'first sheet not seen' | 'not a workbook';

/** One streamed pass over the workbook: the rows of its first sheet, if the pass meets it. */
async function* readPass(file: string): AsyncGenerator<SourceRecord, Pass> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sheets = 0;
  let rows = 0;
  try {
    for await (const sheet of workbook) {
      sheets++;
      const model = (workbook as unknown as { model?: { sheets?: { name: string }[] } }).model;
      const first = model?.sheets?.[0]?.name;
      // Without the workbook's own part, which tab comes first is not known.
      if (first === undefined) return 'first sheet not seen';
      const name = (sheet as unknown as { name: string }).name;
      // The sheets come in the order the file stores them, not always the order of their tabs.
      // Another sheet is read through, unused: exceljs deletes the copy it made of a sheet once
      // the next is asked for, and a sheet left unread would go on reading a deleted file.
      if (name !== first) {
        for await (const row of sheet) void row;
        continue;
      }
      for await (const row of sheet) {
        const record = recordOf(row);
        if (record.cells.some((cell) => cell !== '') || record.faults.length > 0) {
          rows++;
          yield record;
        }
      }
      return 'read';
    }
  } catch (error) {
    // exceljs may also fail on a part it met before the one it needs (exceljs#3064): a pass that
    // gave no row yet is made again; one that did cannot take its rows back.
    if (error instanceof UnreadableFile || rows > 0) throw error;
    return 'not a workbook';
  } finally {
    // Leaving after the first sheet leaves the rest of the file unread: close it.
    (workbook as unknown as { stream?: { destroy(): void } }).stream?.destroy();
  }
  return sheets === 0 ? 'no sheet' : 'first sheet not seen';
}

/** Passes over a workbook before saying its first sheet cannot be read. */
const PASSES = 5;

/**
 * The rows of a workbook's first sheet, streamed, numbered as Excel numbers them; rows with no
 * value are skipped. exceljs's streamed reading may let a part of the file go by unread
 * (exceljs#2790, #3064): a pass that has not read the first sheet is made again, from the start.
 */
export async function* xlsxRecords(file: string): AsyncGenerator<SourceRecord> {
  let pass: Pass = 'no sheet';
  for (let attempt = 0; attempt < PASSES; attempt++) {
    pass = yield* readPass(file);
    if (pass === 'read') return;
  }
  const codes = {
    'no sheet': 'noSheet',
    'first sheet not seen': 'firstSheetUnreadable',
    'not a workbook': 'notWorkbook',
  } as const;
  throw new UnreadableFile(said(codes[pass]));
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../feed/csv-records';
import { csvCell, CsvFile } from './csv';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-csv-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

async function readBack(file: string) {
  const records = [];
  for await (const record of csvRecords(file)) records.push(record);
  return records;
}

describe('CSV as an export writes it', () => {
  it('quotes a value only when it holds a comma, a quote or a line break', () => {
    expect(csvCell('Double-Faced Cashmere Coat')).toBe('Double-Faced Cashmere Coat');
    expect(csvCell('大衣，长款')).toBe('大衣，长款');
    expect(csvCell('Cut long, lined')).toBe('"Cut long, lined"');
    expect(csvCell('12" heel')).toBe('"12"" heel"');
    expect(csvCell('"')).toBe('""""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\rtwo')).toBe('"one\rtwo"');
    expect(csvCell('')).toBe('');
  });

  it('writes records the feed reads back as they were, each on the line it starts on', async () => {
    const file = path.join(folder, 'records.csv');
    const records = [
      ['plain', '大衣，"长款"', 'Coat "Long", lined'],
      ['two\nlines', '\tindented', '"'],
      ['', 'last', ',,'],
    ];
    const csv = await CsvFile.create(file, ['a', 'b', 'c']);
    await csv.add(records.slice(0, 2));
    await csv.add(records.slice(2));
    await csv.close();
    expect(csv.rows).toBe(3);
    expect(fs.readFileSync(file, 'utf8').startsWith('\uFEFFa,b,c\n')).toBe(true);
    const read = await readBack(file);
    expect(read.map((r) => r.line)).toEqual([1, 2, 3, 5]);
    // The reader drops spaces and tabs around a value, as it does in every feed.
    expect(read.slice(1).map((r) => r.cells)).toEqual([
      records[0],
      ['two\nlines', 'indented', '"'],
      records[2],
    ]);
  });

  it('never writes over a file that exists', async () => {
    const file = path.join(folder, 'theirs.csv');
    fs.writeFileSync(file, 'the operator’s notes');
    await expect(CsvFile.create(file, ['a'])).rejects.toMatchObject({ code: 'EEXIST' });
    expect(fs.readFileSync(file, 'utf8')).toBe('the operator’s notes');
  });
});

import fs from 'node:fs';
import { pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { said } from './problem-words';
import { UnreadableFile, type SourceRecord } from './records';
import { utf8Text } from './utf8-text';

const newlines = (text: string) => {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
};

/** `lastLine`: where the last good record ended; an open quote runs to the end of the file. */
function brokenQuotes(error: CsvError, lastLine: number): UnreadableFile {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    return new UnreadableFile(said('quoteNotClosed'), lastLine + 1);
  }
  const line = typeof error.lines === 'number' ? error.lines : null;
  return new UnreadableFile(said('quoteBroken'), line);
}

/**
 * The records of a CSV file, streamed: quoted values may hold commas, quotes and line breaks;
 * empty lines and rows of empty cells are skipped; each record keeps the line it starts on.
 */
export async function* csvRecords(file: string): AsyncGenerator<SourceRecord> {
  const parser = parse({
    info: true,
    record_delimiter: '\n',
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
  });
  const records = pipeline(fs.createReadStream(file), utf8Text(), parser, () => {});
  let lastLine = 0;
  try {
    for await (const { info, record } of records as AsyncIterable<{
      info: { lines: number };
      record: string[];
    }>) {
      // The parser counts the line a record ends on; its values' own line breaks lead back.
      const spread = record.reduce((sum, cell) => sum + newlines(cell), 0);
      lastLine = info.lines;
      yield { line: info.lines - spread, cells: record.map((cell) => cell.trim()), faults: [] };
    }
  } catch (error) {
    if (error instanceof CsvError) throw brokenQuotes(error, lastLine);
    throw error;
  } finally {
    records.destroy();
  }
}

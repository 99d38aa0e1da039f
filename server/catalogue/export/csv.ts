import { once } from 'node:events';
import fs from 'node:fs';
import { finished } from 'node:stream/promises';

// CSV as the feed's reader takes it (docs/catalogue-feed.md): comma-separated, one record a
// line, a value quoted when it holds a comma, a quote or a line break, its quotes doubled.

/** A spreadsheet program reads a file starting with the byte order mark as UTF-8. */
const BOM = '\uFEFF';

/** One value as a CSV cell. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record as a line of CSV, its line break included. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\n`;
}

/**
 * A CSV file written as it goes: never one that exists already, and waiting for the disk when
 * its buffer is full, so that a large catalogue never sits in memory whole.
 */
export class CsvFile {
  private readonly stream: fs.WriteStream;
  private failure: Error | null = null;
  rows = 0;

  private constructor(file: string) {
    this.stream = fs.createWriteStream(file, { flags: 'wx', encoding: 'utf8' });
    // Told at the next write or at the end, rather than ending the process.
    this.stream.on('error', (error) => (this.failure ??= error));
  }

  static async create(file: string, header: readonly string[]): Promise<CsvFile> {
    const csv = new CsvFile(file);
    await once(csv.stream, 'open');
    await csv.write(BOM + csvLine(header));
    return csv;
  }

  /** Writes records, all in one go. */
  async add(records: readonly (readonly string[])[]): Promise<void> {
    if (!records.length) return;
    this.rows += records.length;
    await this.write(records.map(csvLine).join(''));
  }

  async close(): Promise<void> {
    this.stream.end();
    await finished(this.stream);
  }

  /** Stops writing after an error elsewhere: the file stays as far as it got. */
  abandon(): void {
    this.stream.destroy();
  }

  private async write(text: string): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.stream.write(text)) await once(this.stream, 'drain');
  }
}

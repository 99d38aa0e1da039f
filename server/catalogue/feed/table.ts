import { said, type ProblemWords } from './problem-words';
import type { Problems } from './problems';
import { UnreadableFile, type SourceRecord } from './records';

export interface TableRow<C extends string> {
  line: number;
  cells: Record<C, string>;
  /** Columns whose cell held no usable value, already told as a problem. */
  faulty?: ReadonlySet<C>;
}

export interface TableSource {
  /** The file's name in the folder, as problems name it. */
  file: string;
  records: AsyncIterable<SourceRecord>;
  /** A CSV row names every cell; a spreadsheet leaves out the empty ones at the end of a row. */
  shortRowsAllowed: boolean;
}

/** Empty cells after the last named column are not columns (a spreadsheet may leave them). */
const widthOf = (header: string[]) => header.findLastIndex((name) => name !== '') + 1;

function headerProblem(header: string[], columns: readonly string[]): ProblemWords | null {
  const named = header.filter((name) => name !== '');
  const missing = columns.filter((column) => !named.includes(column));
  const unknown = named.filter((name) => !columns.includes(name));
  const twice = [...new Set(named.filter((name, index) => named.indexOf(name) !== index))];
  const unnamed = header.findIndex((name, index) => name === '' && index < widthOf(header));
  if (!missing.length && !unknown.length && !twice.length && unnamed === -1) return null;
  const all = columns.join(', ');
  if (header.length === 1 && /[;\t]/.test(header[0] ?? '')) {
    return said('headerNotCommas', { missing, unknown, columns: all });
  }
  const column = unnamed === -1 ? '' : unnamed + 1;
  return said('headerWrong', { missing, unknown, twice, unnamed: column, columns: all });
}

function failure(error: unknown): UnreadableFile {
  if (error instanceof UnreadableFile) return error;
  const code = (error as { code?: unknown }).code;
  return new UnreadableFile(
    said('fileUnreadable', { error: typeof code === 'string' ? code : '' }),
  );
}

/**
 * The rows of a feed file by column name, once its header names exactly these columns (in any
 * order). A wrong header or an unreadable file is one problem for the whole file, and no row is
 * read from it; a row of the wrong width is a problem of its own and is left out.
 */
export async function* readTable<C extends string>(
  problems: Problems,
  source: TableSource,
  columns: readonly C[],
): AsyncGenerator<TableRow<C>> {
  const { file } = source;
  let positions: Map<C, number> | null = null;
  let width = 0;
  try {
    for await (const record of source.records) {
      if (positions === null) {
        const problem = headerProblem(record.cells, columns);
        if (problem) return problems.fileUnreadable(file, record.line, problem);
        positions = new Map(columns.map((column) => [column, record.cells.indexOf(column)]));
        width = widthOf(record.cells);
        continue;
      }
      let beyond = false;
      for (let at = width; at < record.cells.length && !beyond; at++) {
        beyond = record.cells[at] !== '';
      }
      const short = record.cells.length < width && !source.shortRowsAllowed;
      if (beyond || short) {
        const count = record.cells.length;
        problems.add(file, record.line, null, said('rowWidth', { count, width }));
        continue;
      }
      const cells = {} as Record<C, string>;
      for (const [column, index] of positions) cells[column] = record.cells[index] ?? '';
      if (!record.faults.length) {
        yield { line: record.line, cells };
        continue;
      }
      const faulty = new Set<C>();
      for (const fault of record.faults) {
        const column = columns.find((name) => positions?.get(name) === fault.index) ?? null;
        problems.add(file, record.line, column, fault.words);
        if (column !== null) faulty.add(column);
      }
      yield { line: record.line, cells, faulty };
    }
  } catch (error) {
    const unreadable = failure(error);
    return problems.fileUnreadable(file, unreadable.line, unreadable.words);
  }
  if (positions === null) {
    problems.fileUnreadable(file, null, said('fileEmpty'));
  }
}

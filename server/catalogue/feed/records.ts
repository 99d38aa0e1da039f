import type { ProblemWords } from './problem-words';

/** One row of a feed file as read, before its columns are named: cells trimmed, as text. */
export interface SourceRecord {
  /** The line (CSV) or row (XLSX) the record starts on, as the operator's editor shows it. */
  line: number;
  cells: string[];
  /** Cells that hold no usable value (a formula's error, say), by position, with the reason. */
  faults: { index: number; words: ProblemWords }[];
}

/** The file cannot be read any further; `line` when the reader knows where it stopped. */
export class UnreadableFile extends Error {
  constructor(
    readonly words: ProblemWords,
    readonly line: number | null = null,
  ) {
    super(words.code);
  }
}

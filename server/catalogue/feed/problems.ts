import type { FeedProblem } from './model';
import { said, type ProblemWords } from './problem-words';

/**
 * How many problems of one file are listed. A feed of a million rows with the same mistake on
 * every row would otherwise list a million lines; the operator fixes the pattern from the first
 * ones, and the last entry says how many more there were.
 */
export const PROBLEMS_PER_FILE = 1000;

/** The problems found in a feed, file by file, as the reader meets them. */
export class Problems {
  private readonly byFile = new Map<string, FeedProblem[]>();
  private readonly unlisted = new Map<string, number>();
  private readonly unreadable = new Set<string>();

  /** `order`: the files' names in the order their problems are listed. */
  constructor(private readonly order: readonly string[] = []) {}

  add(file: string, line: number | null, column: string | null, words: ProblemWords): void {
    if (this.unreadable.has(file)) return;
    const listed = this.byFile.get(file) ?? [];
    this.byFile.set(file, listed);
    if (listed.length < PROBLEMS_PER_FILE) listed.push({ file, line, column, ...words });
    else this.unlisted.set(file, (this.unlisted.get(file) ?? 0) + 1);
  }

  /**
   * The file cannot be read as a whole (not UTF-8, not a workbook, wrong headers): this one
   * problem replaces what its rows had raised, which would only be noise from a half-read file.
   */
  fileUnreadable(file: string, line: number | null, words: ProblemWords): void {
    this.byFile.set(file, [{ file, line, column: null, ...words }]);
    this.unlisted.delete(file);
    this.unreadable.add(file);
  }

  isUnreadable(file: string): boolean {
    return this.unreadable.has(file);
  }

  get count(): number {
    let count = 0;
    for (const listed of this.byFile.values()) count += listed.length;
    for (const more of this.unlisted.values()) count += more;
    return count;
  }

  /** Every problem, file by file in the given order, each file's by line. */
  list(): FeedProblem[] {
    const rank = (file: string) => {
      const index = this.order.indexOf(file);
      return index === -1 ? this.order.length : index;
    };
    const files = [...this.byFile.keys()].sort((a, b) => rank(a) - rank(b));
    return files.flatMap((file) => {
      const listed = [...(this.byFile.get(file) ?? [])].sort(
        (a, b) => (a.line ?? 0) - (b.line ?? 0),
      );
      const more = this.unlisted.get(file);
      if (more === undefined) return listed;
      const words = said('moreProblems', { count: more });
      return [...listed, { file, line: null, column: null, ...words }];
    });
  }
}

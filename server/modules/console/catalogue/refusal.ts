import type { CatalogueFileProblem } from '../../../../contract/console-catalogue';
import type { FeedProblem } from '../../../catalogue/feed/model';
import { problemText } from '../../../catalogue/feed/problem-words';
import type { Lang } from '../../../lib/lang';
import type { MessageParams } from '../../../lib/messages';
import type { catalogueConsoleMessages } from './messages';

export type CatalogueRefusalKind = 'not_found' | 'invalid' | 'conflict';

/** What the catalogue area refuses, and why, in the words of its messages. */
export class CatalogueRefusal extends Error {
  constructor(
    readonly kind: CatalogueRefusalKind,
    readonly key: keyof typeof catalogueConsoleMessages,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'CatalogueRefusal';
  }
}

/** A file's problems as the console lists them, in the staff member's language. */
export function problemsIn(lang: Lang, problems: FeedProblem[], withFile: boolean) {
  return problems.map((problem): CatalogueFileProblem => ({
    ...(withFile ? { file: problem.file } : {}),
    line: problem.line,
    column: problem.column,
    code: problem.code,
    params: problem.params,
    message: problemText(lang, problem),
  }));
}

import { silentProgress } from '../lib/progress';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { exportFeed, type ExportSummary } from '../catalogue/export/export';
import { ExportRefused } from '../catalogue/export/folder';
import type { OperatorServices } from './services';
import { OperatorError } from './format';
import { groupDigits } from '../../contract/numbers';

export const EXPORT_USAGE = `  catalogue export <folder>                 write the shop's catalogue as a feed
                                            (docs/catalogue-feed.md) into a new or
                                            empty folder, pictures included, stock as
                                            the quantity on hand`;

const EXPORT_FORM = 'catalogue export <folder>';

const count = groupDigits;

function summaryLines(summary: ExportSummary): string[] {
  const reference = Object.entries(summary.reference)
    .map(([file, rows]) => `${file.replace('.csv', '')} ${count(rows)}`)
    .join(', ');
  return [
    `  pieces     ${count(summary.pieces)}`,
    `  SKUs       ${count(summary.skus)}`,
    `  pictures   ${count(summary.pictures)}`,
    `  reference  ${reference}`,
    `  matches    ${count(summary.collocations)} pieces with matches`,
    ...summary.notes.map((note) => `  note: ${note}`),
    ...(summary.notesLeftOut ? [`  note: and ${count(summary.notesLeftOut)} more`] : []),
  ];
}

/**
 * `catalogue export <folder>`: writes the catalogue as a feed that `catalogue import` takes
 * back, into a folder that does not exist yet or is empty.
 */
export async function exportCommand(s: OperatorServices, args: string[]): Promise<string> {
  const options = args.filter((a) => a.startsWith('--'));
  if (options[0] !== undefined) {
    throw new OperatorError(
      `unknown option "${options[0]}": usage: npm run shop -- ${EXPORT_FORM}`,
    );
  }
  const [folder, ...extra] = args;
  if (!folder?.trim() || extra.length)
    throw new OperatorError(`usage: npm run shop -- ${EXPORT_FORM}`);
  const at = path.resolve(folder);
  const progress = s.progress ?? silentProgress;
  const started = performance.now();
  progress.say(`exporting the catalogue to ${at}`);
  let summary: ExportSummary;
  try {
    summary = await exportFeed(s.db, at, { onProgress: progress });
  } catch (error) {
    if (error instanceof ExportRefused) throw new OperatorError(error.message);
    throw error;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return [`exported the catalogue to ${at} in ${seconds} s`, ...summaryLines(summary)].join('\n');
}

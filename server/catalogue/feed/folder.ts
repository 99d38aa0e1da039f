import type { Progress } from '../../lib/progress';
import fs from 'node:fs/promises';
import path from 'node:path';
import { csvRecords } from './csv-records';
import type { Problems } from './problems';
import type { TableSource } from './table';

/** What every part of the reader shares: the feed's folder and the problems found so far. */
export interface FeedContext {
  folder: string;
  problems: Problems;
  progress: Progress;
}

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** One of the feed's optional CSV files, or null when the folder has none. */
export async function optionalCsv(context: FeedContext, file: string): Promise<TableSource | null> {
  const full = path.join(context.folder, file);
  if (!(await isFile(full))) return null;
  return { file, records: csvRecords(full), shortRowsAllowed: false };
}

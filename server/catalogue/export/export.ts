import path from 'node:path';
import type { Db } from '../../db/database';
import { silentProgress, type Progress } from '../../lib/progress';
import { CATALOGUE_COLUMNS } from '../feed/catalogue';
import { exportCollocations } from './collocations';
import { CsvFile } from './csv';
import { prepareFolder } from './folder';
import { readPage } from './page';
import { writePictures } from './pictures';
import { exportReference, type SlugsById } from './reference';
import { pageRows } from './rows';

// The shop's catalogue written as a feed (docs/catalogue-feed.md) that imports back into it.

/** Pieces read and written together: a few queries each, whatever the size of the catalogue. */
const PAGE = 500;
export interface ExportOptions {
  /** Told each step and the pieces written. */
  onProgress?: Progress;
}

export interface ExportSummary {
  pieces: number;
  skus: number;
  /** Picture files written: each once, whatever the number of colours using it. */
  pictures: number;
  /** Rows of each reference file. */
  reference: Record<string, number>;
  /** Pieces with matches in collocations.csv. */
  collocations: number;
  /** What the feed could not hold as the shop has it, one sentence each: the first 20. */
  notes: string[];
  /** Notes past the first 20. */
  notesLeftOut: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Notes kept for the summary: past these, only their number. */
const MAX_NOTES = 20;

function note(summary: ExportSummary, text: string) {
  if (summary.notes.length < MAX_NOTES) summary.notes.push(text);
  else summary.notesLeftOut += 1;
}

/** catalogue.csv and the pictures, page by page. */
async function exportPieces(
  db: Db,
  folder: string,
  slugs: SlugsById,
  summary: ExportSummary,
  progress: Progress,
) {
  const total = await db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const csv = await CsvFile.create(path.join(folder, 'catalogue.csv'), CATALOGUE_COLUMNS);
  let read = 0;
  try {
    for (let after = 0; ;) {
      const page = await readPage(db, after, PAGE);
      const last = page.pieces.at(-1);
      if (!last) break;
      summary.pictures += await writePictures(db, folder, page.masters);
      const rows = pageRows(page.pieces, page.masters, slugs);
      await csv.add(rows.records);
      summary.pieces += page.pieces.length - rows.piecesWithoutSkus.length;
      summary.skus += rows.skus;
      for (const sn of rows.piecesWithoutSkus) {
        note(summary, `${sn} has no SKU: a feed cannot hold it, so it was left out`);
      }
      for (const colour of rows.coloursWithoutMasters) {
        note(summary, `${colour}: a picture is missing from the database; written without`);
      }
      read += page.pieces.length;
      progress.advance('pieces', read, Number(total.n));
      after = last.goods.id;
    }
  } catch (error) {
    csv.abandon();
    throw error;
  }
  await csv.close();
}

async function exportCatalogue(db: Db, folder: string, summary: ExportSummary, progress: Progress) {
  const reference = await exportReference(db, folder);
  summary.reference = reference.rows;
  for (const text of reference.notes) note(summary, text);
  progress.say('reference files written');
  await exportPieces(db, folder, reference.slugs, summary, progress);
  summary.collocations = await exportCollocations(db, folder);
  progress.say(`matches: ${count(summary.collocations)} pieces have matches`);
}

/**
 * Writes the whole catalogue into a folder that does not exist or is empty: the reference
 * files, catalogue.csv with each SKU's quantity on hand, the pictures and the matches. It reads
 * one snapshot of the shop (on SQLite, as of its first read), so that its files agree.
 */
export async function exportFeed(
  db: Db,
  folder: string,
  options: ExportOptions = {},
): Promise<ExportSummary> {
  const progress = options.onProgress ?? silentProgress;
  await prepareFolder(folder);
  const summary: ExportSummary = {
    pieces: 0,
    skus: 0,
    pictures: 0,
    reference: {},
    collocations: 0,
    notes: [],
    notesLeftOut: 0,
  };
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute((trx) => exportCatalogue(trx, folder, summary, progress));
  return summary;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { CatalogueReader } from './catalogue';
import { checkParents, readCategories } from './categories';
import { readCollocations } from './collocations';
import { csvRecords } from './csv-records';
import { isFile, type FeedContext } from './folder';
import type { FeedPiece, FeedReading, KnownSlugs } from './model';
import { checkPromotionPrices, finishPiece } from './pieces';
import { inspectPictures } from './pictures';
import { said } from './problem-words';
import { Problems } from './problems';
import { silentProgress, type Progress } from '../../lib/progress';
import { readColours, readNamed, readPromotions, type Definitions } from './references';
import { SlugBook, type SlugKind } from './slugs';
import type { TableSource } from './table';
import { xlsxRecords } from './xlsx-records';

/** The files a feed folder may hold, in the order their problems are listed. */
export const FEED_FILES = [
  'catalogue.csv',
  'catalogue.xlsx',
  'categories.csv',
  'series.csv',
  'seasons.csv',
  'colours.csv',
  'promotions.csv',
  'collocations.csv',
] as const;

/** The catalogue in one of its two forms; null, and a problem told, when not exactly one. */
async function catalogueSource(context: FeedContext): Promise<TableSource | null> {
  const csv = path.join(context.folder, 'catalogue.csv');
  const xlsx = path.join(context.folder, 'catalogue.xlsx');
  const [hasCsv, hasXlsx] = await Promise.all([isFile(csv), isFile(xlsx)]);
  if (hasCsv && hasXlsx) {
    context.problems.add('catalogue.csv', null, null, said('bothCatalogues'));
    return null;
  }
  if (hasXlsx)
    return { file: 'catalogue.xlsx', records: xlsxRecords(xlsx), shortRowsAllowed: true };
  if (hasCsv) return { file: 'catalogue.csv', records: csvRecords(csv), shortRowsAllowed: false };
  context.problems.add('catalogue.csv', null, null, said('noCatalogue'));
  return null;
}

async function isFolder(folder: string): Promise<boolean> {
  return fs.stat(folder).then(
    (stat) => stat.isDirectory(),
    () => false,
  );
}

/**
 * Reads and checks a feed folder (docs/catalogue-feed.md): the feed when nothing is wrong, else
 * every problem found in it. The reference files come first, so that the catalogue's rows can
 * use what they define; the pictures are checked once all rows are read.
 */
export async function readFeed(
  folder: string,
  known: KnownSlugs,
  progress: Progress = silentProgress,
): Promise<FeedReading> {
  if (!(await isFolder(folder))) {
    return {
      ok: false,
      problems: [{ file: folder, line: null, column: null, ...said('noFolder') }],
    };
  }
  const problems = new Problems(FEED_FILES);
  const context: FeedContext = { folder, problems, progress };
  const slugs = new SlugBook(known);
  const define = <T>(kind: SlugKind, file: string, read: Definitions<T> | null) => {
    if (read === null) return read;
    if (problems.isUnreadable(file)) slugs.leaveUnchecked(kind);
    else slugs.define(kind, new Set(read.lines.keys()));
    return read;
  };

  const categories = define('categories', 'categories.csv', await readCategories(context));
  const series = define('series', 'series.csv', await readNamed(context, 'series.csv'));
  const seasons = define('seasons', 'seasons.csv', await readNamed(context, 'seasons.csv'));
  const colours = define('colours', 'colours.csv', await readColours(context));
  const promotions = define('promotions', 'promotions.csv', await readPromotions(context));
  if (categories) checkParents(context, categories, slugs);

  const source = await catalogueSource(context);
  const catalogue = new CatalogueReader(context, slugs);
  if (source) await catalogue.read(source);
  const catalogueRead = source !== null && !problems.isUnreadable(source.file);
  if (catalogueRead && catalogue.rows === 0) {
    problems.add(source.file, null, null, said('feedNoRows'));
  }

  const isPiece = (sn: string) =>
    !catalogueRead || catalogue.pieces.has(sn) || known.pieces.has(sn);
  const collocations = await readCollocations(context, isPiece);

  const pieces: FeedPiece[] = [];
  if (source && catalogueRead) {
    const pictures = await inspectPictures(folder, catalogue.pictures.keys());
    for (const [file, line] of catalogue.pictures) {
      const checked = pictures.get(file);
      if (checked && 'code' in checked) problems.add(source.file, line, 'pictures', checked);
    }
    const percents = new Map(known.promotionPercents ?? []);
    for (const promotion of promotions?.entries ?? []) {
      percents.set(promotion.slug, promotion.discountPercent);
    }
    for (const [sn, piece] of catalogue.pieces) {
      const finished = finishPiece(piece, problems, pictures);
      if (finished) checkPromotionPrices(finished, percents, problems);
      if (finished) pieces.push(finished);
      catalogue.pieces.delete(sn);
    }
  }

  if (problems.count > 0) return { ok: false, problems: problems.list() };
  const entries = <T>(definitions: Definitions<T> | null) => definitions?.entries ?? null;
  return {
    ok: true,
    feed: {
      folder,
      pieces,
      categories: entries(categories),
      series: entries(series),
      seasons: entries(seasons),
      colours: entries(colours),
      promotions: entries(promotions),
      collocations,
    },
  };
}

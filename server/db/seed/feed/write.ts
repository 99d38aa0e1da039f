import fs from 'node:fs/promises';
import path from 'node:path';
import type { PlannedGoods } from '../plan';
import { catalogueFile, collocationsFile } from './catalogue-file';
import { DemoPictures } from './pictures';
import { referenceFiles } from './reference-files';

/**
 * Writes the demo catalogue as a catalogue feed (docs/catalogue-feed.md) into an empty folder:
 * catalogue.csv (drawing the pictures it names), the reference files and collocations.csv.
 */
export async function writeDemoFeed(folder: string, plan: readonly PlannedGoods[]): Promise<void> {
  const pictures = new DemoPictures(folder);
  const files: Record<string, string> = {
    ...referenceFiles(),
    'catalogue.csv': catalogueFile(plan, pictures),
    'collocations.csv': collocationsFile(plan),
  };
  for (const [name, text] of Object.entries(files)) {
    await fs.writeFile(path.join(folder, name), text);
  }
}

import fs from 'node:fs/promises';

/** Why an export did not start: the operator's folder is left as it was. */
export class ExportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportRefused';
  }
}

/**
 * Makes the export's folder, which must not exist or be empty: an export never writes over
 * the operator's files, nor mixes its files with theirs.
 */
export async function prepareFolder(folder: string): Promise<void> {
  const stat = await fs.stat(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (stat && !stat.isDirectory()) {
    throw new ExportRefused(`"${folder}" is a file, not a folder: nothing was written`);
  }
  if (stat && (await fs.readdir(folder)).length > 0) {
    throw new ExportRefused(
      `"${folder}" is not empty: export into a new or empty folder; nothing was written`,
    );
  }
  await fs.mkdir(folder, { recursive: true });
}

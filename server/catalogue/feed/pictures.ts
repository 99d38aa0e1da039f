import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { hasControlCharacter } from '../../../contract/rules';
import { MASTER_TYPES, type MasterType } from '../../media/masters';
import type { FeedPicture } from './model';
import { plainSvgSize } from './svg-size';
import { said, type ProblemCode, type ProblemWords } from './problem-words';
import { shown } from './values';

/** A master is kept in the database and read whole to render its sizes: keep it reasonable. */
export const LARGEST_PICTURE = 20 * 1024 * 1024;

/** How many picture files are checked at once. */
const AT_ONCE = 4;

const FORMATS: Record<MasterType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
};

/** What is wrong with the picture at this path. */
const wrong = (code: ProblemCode, file: string, params = {}): ProblemWords =>
  said(code, { value: shown(file), ...params });

const typeOf = (file: string) => MASTER_TYPES.get(path.posix.extname(file).slice(1).toLowerCase());

/** What is wrong with a picture's path as the feed writes it, or null. */
function pathProblem(file: string): ProblemWords | null {
  if (hasControlCharacter(file)) return wrong('controlCharacter', file);
  if (file.includes('\\')) return wrong('pathBackslash', file);
  if (file.startsWith('/') || /^[a-z]:/i.test(file)) {
    return wrong('pathAbsolute', file);
  }
  const normal = path.posix.normalize(file);
  if (normal === '..' || normal.startsWith('../')) {
    return wrong('pathOutside', file);
  }
  if (!typeOf(file)) return wrong('pathType', file);
  return null;
}

/** A `pictures` cell: paths separated by "|", the cover first. */
export function picturesOf(text: string): { files: string[]; problems: ProblemWords[] } {
  const files = text.split('|').map((file) => file.trim());
  const problems: ProblemWords[] = [];
  if (files.includes('')) problems.push(said('pathEmpty'));
  const named = files.filter((file) => file !== '');
  for (const [index, file] of named.entries()) {
    const problem = pathProblem(file);
    if (problem) problems.push(problem);
    else if (named.indexOf(file) !== index) problems.push(wrong('pictureTwice', file));
  }
  return { files: named, problems };
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Checks one picture file: inside the folder, a real image of the type its name says. */
async function inspect(realFolder: string, file: string): Promise<FeedPicture | ProblemWords> {
  const contentType = typeOf(file) as MasterType;
  let real: string;
  try {
    real = await fs.promises.realpath(path.join(realFolder, file));
  } catch {
    return wrong('pictureMissing', file);
  }
  const inside = path.relative(realFolder, real);
  if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
    return wrong('pictureLinkOutside', file);
  }
  const stat = await fs.promises.stat(real);
  if (!stat.isFile()) return wrong('pictureNotFile', file);
  if (stat.size > LARGEST_PICTURE) return wrong('pictureTooLarge', file);
  if (contentType === 'image/svg+xml') {
    // A drawing is text, most often a few kilobytes: read at once, since going through the
    // thread pool would cost more than the reading.
    const bytes = fs.readFileSync(real);
    const size = plainSvgSize(bytes.toString('utf8'));
    if (size) return { file, contentType, hash: sha256Of(bytes), ...size };
  }
  const expected = FORMATS[contentType];
  const metadata = await sharp(real)
    .metadata()
    .catch(() => null);
  if (!metadata) return wrong('pictureNotImage', file, { format: expected });
  const found = metadata.format;
  if (found !== expected.toLowerCase()) {
    return wrong('pictureWrongFormat', file, { found: found.toUpperCase(), format: expected });
  }
  // A photograph is shown turned as its camera recorded it.
  const { width, height } = metadata.autoOrient ?? metadata;
  return { file, contentType, hash: await sha256(real), width, height };
}

/**
 * Checks the feed's picture files, each once however many rows name it: a picture or what is
 * wrong with it, by its path as the feed writes it. Only the hash and size are kept.
 */
export async function inspectPictures(
  folder: string,
  files: Iterable<string>,
): Promise<Map<string, FeedPicture | ProblemWords>> {
  const realFolder = await fs.promises.realpath(folder);
  const queue = [...files];
  const results = new Map<string, FeedPicture | ProblemWords>();
  let next = 0;
  const worker = async () => {
    for (let file = queue[next++]; file !== undefined; file = queue[next++]) {
      results.set(file, await inspect(realFolder, file));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return results;
}

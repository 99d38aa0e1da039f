import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { hasControlCharacter } from '../../../contract/rules';
import { MASTER_TYPES, type MasterType } from '../../media/masters';
import type { FeedPicture } from './model';
import { plainSvgSize } from './svg-size';
import { quoted } from './values';

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

const typeOf = (file: string) => MASTER_TYPES.get(path.posix.extname(file).slice(1).toLowerCase());

/** What is wrong with a picture's path as the feed writes it, or null. */
function pathProblem(file: string): string | null {
  if (hasControlCharacter(file)) return `${quoted(file)} holds a control character`;
  if (file.includes('\\')) return `${quoted(file)} uses "\\": separate folders with "/"`;
  if (file.startsWith('/') || /^[a-z]:/i.test(file)) {
    return `${quoted(file)} is an absolute path: write it from the feed's folder`;
  }
  const normal = path.posix.normalize(file);
  if (normal === '..' || normal.startsWith('../')) {
    return `${quoted(file)} leads outside the feed's folder`;
  }
  if (!typeOf(file)) return `${quoted(file)} is not a .jpg, .jpeg, .png, .webp or .svg file`;
  return null;
}

/** A `pictures` cell: paths separated by "|", the cover first. */
export function picturesOf(text: string): { files: string[]; problems: string[] } {
  const files = text.split('|').map((file) => file.trim());
  const problems: string[] = [];
  if (files.includes('')) problems.push('has an empty path: write paths separated by one "|"');
  const named = files.filter((file) => file !== '');
  for (const [index, file] of named.entries()) {
    const problem = pathProblem(file);
    if (problem) problems.push(problem);
    else if (named.indexOf(file) !== index) problems.push(`${quoted(file)} is listed twice`);
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
async function inspect(realFolder: string, file: string): Promise<FeedPicture | string> {
  const contentType = typeOf(file) as MasterType;
  let real: string;
  try {
    real = await fs.promises.realpath(path.join(realFolder, file));
  } catch {
    return `${quoted(file)} is not in the feed's folder`;
  }
  const inside = path.relative(realFolder, real);
  if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
    return `${quoted(file)} is a link to a file outside the feed's folder`;
  }
  const stat = await fs.promises.stat(real);
  if (!stat.isFile()) return `${quoted(file)} is not a file`;
  if (stat.size > LARGEST_PICTURE) return `${quoted(file)} is larger than 20 MB`;
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
  if (!metadata) return `${quoted(file)} is not a picture: its content is not ${expected}`;
  const found = metadata.format;
  if (found !== expected.toLowerCase()) {
    return `${quoted(file)} is a ${found.toUpperCase()} picture, not ${expected} as its name says`;
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
): Promise<Map<string, FeedPicture | string>> {
  const realFolder = await fs.promises.realpath(folder);
  const queue = [...files];
  const results = new Map<string, FeedPicture | string>();
  let next = 0;
  const worker = async () => {
    for (let file = queue[next++]; file !== undefined; file = queue[next++]) {
      results.set(file, await inspect(realFolder, file));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return results;
}

import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * CSS modules' class names for the build: an underscore and six characters of a digest of the
 * file (relative to the project, so that every machine builds the same bytes) and the class.
 * Six base64url characters name 2^36 classes; the shop has a few thousand.
 */
export function shortClassName(root: string) {
  return (name: string, filename: string): string => {
    const file = path.relative(root, filename.split('?')[0] ?? filename).replaceAll(path.sep, '/');
    const digest = createHash('sha256').update(`${file}:${name}`).digest('base64url');
    return `_${digest.slice(0, 6)}`;
  };
}

// What each build is made from, and a digest of it: the build id, and how `npm start` tells
// whether a build is out of date. Plain JavaScript, so that starting the built shop needs no
// TypeScript tooling.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SHARED = ['contract', 'package.json', 'package-lock.json', 'tsconfig.base.json'];

/** The inputs of each build, relative to the repository root: folders and single files. */
export const BUILD_INPUTS = {
  app: [
    ...SHARED,
    'src',
    'sw',
    'public',
    'build',
    'index.html',
    'vite.config.ts',
    'lingui.config.ts',
    'tsconfig.app.json',
    'tsconfig.sw.json',
  ],
  server: [...SHARED, 'server', 'build/sources.mjs', 'vite.server.config.ts'],
  admin: [
    ...SHARED,
    'admin',
    'build',
    'vite.admin.config.ts',
    'lingui.config.ts',
    'tsconfig.admin.json',
  ],
};

/** Where each build writes its record of the inputs it was made from. */
export const BUILD_RECORDS = {
  app: 'dist/build.json',
  server: 'dist-server/build.json',
  admin: 'dist-admin/build.json',
};

// Tests do not change what is built; the route trees are regenerated from the routes by the build.
const IGNORED = /(\.test\.tsx?|\.d\.ts\.map)$|[\\/]routeTree\.gen\.ts$|[\\/]\.DS_Store$/;

function filesUnder(root, entry) {
  const full = path.join(root, entry);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((child) => filesUnder(root, path.posix.join(entry, child.name)));
}

/** The files a build reads, sorted, with forward slashes on every system. */
export function buildFiles(root, part) {
  const files = BUILD_INPUTS[part].flatMap((entry) => filesUnder(root, entry));
  return [...new Set(files)].filter((file) => !IGNORED.test(file)).sort();
}

/**
 * A digest of the build's inputs: their names and contents. The same commit gives the same id on
 * every machine and at every time; the clock never enters it. Null where the sources are absent
 * (a shop deployed from its built files alone).
 */
export function sourceDigest(root, part) {
  const files = buildFiles(root, part);
  if (files.length === 0) return null;
  const hash = createHash('sha256');
  for (const file of files) {
    const content = fs.readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The source digest a finished build recorded, or null when there is no such build. */
export function builtDigest(root, part) {
  try {
    const record = JSON.parse(fs.readFileSync(path.join(root, BUILD_RECORDS[part]), 'utf8'));
    return typeof record.sources === 'string' ? record.sources : null;
  } catch {
    return null;
  }
}

// Before the shop starts (`npm start`, `npm run shop`): builds each part named on the command line
// ("app", "admin", "server") that is missing or older than its sources, so that a fresh checkout starts
// with one command and an unchanged one starts at once. A shop deployed from its built files
// alone, without sources, starts as it is.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_RECORDS, builtDigest, sourceDigest } from './sources.mjs';

const root = path.resolve(import.meta.dirname, '..');
const parts = process.argv.slice(2);

function fail(message) {
  console.error(message);
  process.exit(1);
}

const stale = parts.filter((part) => {
  const wanted = sourceDigest(root, part);
  const built = builtDigest(root, part);
  if (wanted === null && built === null) {
    fail(`there is neither a built ${part} (${BUILD_RECORDS[part]}) nor its sources to build`);
  }
  return wanted !== null && wanted !== built;
});

if (stale.length > 0) {
  if (!fs.existsSync(path.join(root, 'node_modules', 'vite'))) {
    fail(
      `the ${stale.join(' and ')} build is missing or older than its sources, and the build ` +
        'tools are not installed: run "npm install" (with its dev dependencies), then "npm run build"',
    );
  }
  for (const part of stale) {
    console.error(`building the ${part}: ${BUILD_RECORDS[part]} is missing or out of date`);
    const result = spawnSync('npm', ['run', `build:${part}`, '--silent'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) fail(`building the ${part} failed`);
  }
}

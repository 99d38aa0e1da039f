import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The browser app's features must depend on each other in one direction only: this finds every
// cycle among them, whatever the files involved (a static import, `export … from` or a dynamic
// `import()`, types included). ESLint's import-x/no-cycle finds cycles between files; a cycle
// between features may pass through files that never import each other.

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm;

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(dir, file));
}

/** The feature a file belongs to, or null outside src/features. */
function featureOf(featuresDir, file) {
  const relative = path.relative(featuresDir, file);
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null);
}

/** Which features each feature imports from. */
export function featureGraph(srcDir) {
  const featuresDir = path.join(srcDir, 'features');
  const graph = new Map();
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(featuresDir, file);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set();
    graph.set(from, targets);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = featureOf(featuresDir, path.resolve(path.dirname(file), match[1] ?? ''));
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Every cycle of the graph, each once, as the features along it: [a, b, a]. */
export function cyclesOf(graph) {
  const cycles = [];
  const seen = new Set();
  const walk = (start, node, trail) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const key = [...trail].sort().join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...trail, start]);
        }
      } else if (!trail.includes(next) && next > start) {
        walk(start, next, [...trail, next]);
      }
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = path.resolve(import.meta.dirname, '..', 'src');
  const cycles = cyclesOf(featureGraph(src));
  for (const cycle of cycles) console.error(`features import each other: ${cycle.join(' → ')}`);
  process.exitCode = cycles.length ? 1 : 0;
}

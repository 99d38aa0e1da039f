import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTestSupport } from './eslint-server-direction.js';

// The browser app's features, and the server's modules, must depend on each other in one
// direction only: this finds every cycle among them, whatever the files involved (a static
// import, `export … from` or a dynamic `import()`, types included). ESLint's import-x/no-cycle
// finds cycles between files; a cycle between features may pass through files that never import
// each other. A server suite and its fixtures run the whole shop, so they are left out there.

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm;

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(dir, file));
}

/** The part (a feature, a module) of `partsDir` a file belongs to, or null outside it. */
function partOf(partsDir, file) {
  const relative = path.relative(partsDir, file);
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null);
}

/** Which of the folders of `partsDir` each imports from, reading the files `counts` keeps. */
function partGraph(partsDir, counts = () => true) {
  const graph = new Map();
  for (const file of sourceFiles(partsDir).filter(counts)) {
    const from = partOf(partsDir, file);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set();
    graph.set(from, targets);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = partOf(partsDir, path.resolve(path.dirname(file), match[1] ?? ''));
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Which features each feature imports from. */
export function featureGraph(srcDir) {
  return partGraph(path.join(srcDir, 'features'));
}

/** Which modules each of the server's modules imports from, suites and fixtures aside. */
export function moduleGraph(serverDir) {
  return partGraph(path.join(serverDir, 'modules'), (file) => !isTestSupport(file));
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
  const root = path.resolve(import.meta.dirname, '..');
  const featureCycles = cyclesOf(featureGraph(path.join(root, 'src')));
  const moduleCycles = cyclesOf(moduleGraph(path.join(root, 'server')));
  for (const cycle of featureCycles) {
    console.error(`features import each other: ${cycle.join(' → ')}`);
  }
  for (const cycle of moduleCycles) {
    console.error(`server modules import each other: ${cycle.join(' → ')}`);
  }
  process.exitCode = featureCycles.length + moduleCycles.length ? 1 : 0;
}

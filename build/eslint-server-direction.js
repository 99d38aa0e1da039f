import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'server');
const modules = path.join(server, 'modules');

/** Suites and the fixtures they build with run the whole shop: they may reach into any module. */
export function isTestSupport(file) {
  return /(\.test|-fixtures)\.tsx?$/.test(file);
}

/** The module a file belongs to, 'lib' for server/lib, or null elsewhere. */
function placeOf(file) {
  if (!path.relative(path.join(server, 'lib'), file).startsWith('..')) return { lib: true };
  const relative = path.relative(modules, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return { module: relative.split(path.sep)[0] };
}

/**
 * The server's import direction: server/lib never imports a module, and a module reaches another
 * only through its public entry, server/modules/<name>/index.ts. Cycles between modules are
 * found by build/feature-cycles.mjs.
 */
export const serverImportDirection = {
  meta: { type: 'problem', schema: [], messages: { wrong: '{{reason}}' } },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = placeOf(target);
      if (!to?.module) return;
      const report = (reason) => context.report({ node, messageId: 'wrong', data: { reason } });
      if (from.lib) {
        report(`server/lib must not import a module (${to.module}).`);
      } else if (from.module !== to.module && !isTestSupport(context.filename)) {
        const inside = path.relative(path.join(modules, to.module), target);
        if (inside !== '' && inside !== 'index') {
          report(`Import the module ${to.module} through its index.ts, not ${source}.`);
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

/** Which layer of the browser app a file belongs to: lib, ui, features/<name>, routes, or other. */
function layerOf(file) {
  const relative = path.relative(src, file);
  if (relative.startsWith('..')) return { layer: 'outside' };
  const [top, feature] = relative.split(path.sep);
  if (top === 'features') return { layer: 'features', feature };
  return { layer: top };
}

/**
 * The browser app's import direction: lib and ui → features → routes. Nothing imports routes,
 * lib and ui never import features, and a feature reaches another only through its index. Route
 * files may use a feature's `routing` entry, which leaves the feature's components out of the
 * app's first download, and its `screens` entry inside a route's component, which the router
 * splits into the route's own chunk.
 */
export const importDirection = {
  meta: { type: 'problem', schema: [], messages: { wrong: '{{reason}}' } },
  create(context) {
    const from = layerOf(context.filename);
    if (from.layer === 'outside') return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(context.filename), source);
        const to = layerOf(target);
        const report = (reason) => context.report({ node, messageId: 'wrong', data: { reason } });
        if (to.layer === 'routes' && from.layer !== 'routes' && !source.endsWith('routeTree.gen')) {
          report('Nothing imports from routes/.');
        } else if ((from.layer === 'lib' || from.layer === 'ui') && to.layer === 'features') {
          report('lib and ui must not import features.');
        } else if (to.layer === 'features' && from.feature !== to.feature) {
          const inside = path.relative(path.join(src, 'features', to.feature ?? ''), target);
          const routeEntry =
            from.layer === 'routes' && ['routing', 'route-pages', 'search-params'].includes(inside);
          if (inside !== '' && inside !== 'index' && !routeEntry) {
            report(
              `Import ${to.feature} through its index (or, from a route, its routing, route-pages or search-params entry).`,
            );
          }
        }
      },
    };
  },
};

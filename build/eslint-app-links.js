// Links that cannot break: an address of the app is named as a route (`to: '/{-$set}/cart'`,
// checked by the router's types), never built as text. Text that spells an app address is
// refused unless the router's types check it too (`'/mobile/login' satisfies AppPath`), and the
// history is never pushed to directly.

/** The first segments of the app's addresses (contract/app-routes.ts; build/eslint-app-links.test.ts keeps them in step). */
export const APP_FIRST_SEGMENTS = [
  'mobile',
  'pc',
  'productList',
  'personalizedList',
  'personal',
  'otherPages',
  'advertising',
  'washing',
  'cart',
  'test',
];

const APP_PATH = new RegExp(`^/(${APP_FIRST_SEGMENTS.join('|')})(/|$|\\?)`);
const APP_PATH_INSIDE = new RegExp(`/(${APP_FIRST_SEGMENTS.join('|')})(/|$|\\?)`);
/** Where the router's own types read a path: a link's `to` and `from`, a route's id. */
const ROUTER_KEYS = new Set(['to', 'from']);
const ROUTER_CALLS = new Set(['createFileRoute', 'createLazyFileRoute', 'getRouteApi']);

/** Text inside a constant whose type the router checks: `{ … } as const satisfies Record<K, AppPath>`. */
function checkedByType(node) {
  let at = node;
  while (at.parent) {
    const parent = at.parent;
    if (parent.type === 'TSSatisfiesExpression' || parent.type === 'TSLiteralType') return true;
    const within =
      (parent.type === 'Property' && parent.value === at) ||
      parent.type === 'ObjectExpression' ||
      parent.type === 'ArrayExpression' ||
      parent.type === 'TSAsExpression';
    if (!within) return false;
    at = parent;
  }
  return false;
}

function readByRouter(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (checkedByType(node)) return true;
  if (parent.type === 'Property' && parent.value === node) {
    return parent.key.type === 'Identifier' && ROUTER_KEYS.has(parent.key.name);
  }
  if (parent.type === 'JSXAttribute') return ROUTER_KEYS.has(parent.name.name);
  if (parent.type === 'CallExpression' && parent.callee.type === 'Identifier') {
    return ROUTER_CALLS.has(parent.callee.name);
  }
  return false;
}

export const appLinks = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      text: "An app address is named as a route (a link's `to` with its params and search), not written as text ({{path}}); text the router must check says `satisfies AppPath`.",
      built:
        "An app address is named as a route (a link's `to` with its params and search), not built from pieces of text.",
      history:
        'Move with the router (`navigate({ to })`, `<Link to>`), not by pushing to its history.',
    },
  },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value !== 'string' || !APP_PATH.test(node.value)) return;
        if (readByRouter(node)) return;
        context.report({ node, messageId: 'text', data: { path: node.value } });
      },
      TemplateLiteral(node) {
        if (node.parent?.type === 'TaggedTemplateExpression') return;
        const pieces = node.quasis.map((quasi) => quasi.value.cooked ?? '');
        const first = pieces[0] ?? '';
        const spells =
          APP_PATH.test(first) ||
          (node.expressions.length > 0 && pieces.some((piece) => APP_PATH_INSIDE.test(piece)));
        if (spells && !readByRouter(node)) context.report({ node, messageId: 'built' });
      },
      'CallExpression > MemberExpression.callee[property.name=/^(push|replace)$/]'(node) {
        const object = node.object;
        const name =
          object.type === 'Identifier'
            ? object.name
            : object.type === 'MemberExpression' && object.property.type === 'Identifier'
              ? object.property.name
              : '';
        if (name === 'history') context.report({ node, messageId: 'history' });
      },
    };
  },
};

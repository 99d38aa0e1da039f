import { APP_ROUTES, type AppRoutePath } from './app-routes';

// Whether an address names a page of the app, decided as the app's router (TanStack Router) and
// its loaders decide: repeated leading slashes count as one and trailing ones are dropped, a
// static segment matches in any case, a `$param` takes any non-empty segment and a `{-$param}`
// may be left out; of several routes that match, the most specific wins (a static segment over a
// parameter over an optional one, the earlier segments first); then each parameter of the winner
// must be one of its closed set.

type Segment = { kind: 'static'; lower: string } | { kind: 'param' | 'optional'; name: string };

interface Route {
  path: AppRoutePath;
  segments: Segment[];
  values: Readonly<Record<string, readonly string[]>>;
}

/** A route that matches an address: its scores, as bit masks over the address's segments. */
interface Candidate {
  route: Route;
  statics: number;
  dynamics: number;
  optionals: number;
  /** Each parameter's segment, decoded; null when it cannot be decoded, absent when left out. */
  values: Record<string, string | null>;
}

function parseSegment(text: string, path: string): Segment {
  const optional = /^\{-\$(\w+)\}$/.exec(text)?.[1];
  if (optional) return { kind: 'optional', name: optional };
  const param = /^\$(\w+)$/.exec(text)?.[1];
  if (param) return { kind: 'param', name: param };
  if (/^[\w.-]+$/.test(text)) return { kind: 'static', lower: text.toLowerCase() };
  throw new Error(`${path}: the server cannot match a segment like "${text}"`);
}

const ROUTES: Route[] = Object.entries(APP_ROUTES).map(([path, values]) => ({
  path: path as AppRoutePath,
  segments: path
    .split('/')
    .filter(Boolean)
    .map((text) => parseSegment(text, path)),
  values,
}));

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** Every way a route matches the address's segments (an optional one may be used or left out). */
function candidatesOf(route: Route, parts: string[]): Candidate[] {
  const found: Candidate[] = [];
  const walk = (at: number, part: number, scores: Omit<Candidate, 'route'>) => {
    const segment = route.segments[at];
    if (!segment) {
      if (part === parts.length) found.push({ route, ...scores });
      return;
    }
    const text = parts[part];
    // Earlier segments weigh more: the first one has the highest bit.
    const bit = 2 ** (parts.length - part - 1);
    if (segment.kind === 'static') {
      if (text !== undefined && decode(text)?.toLowerCase() === segment.lower)
        walk(at + 1, part + 1, { ...scores, statics: scores.statics + bit });
      return;
    }
    if (segment.kind === 'param') {
      if (text)
        walk(at + 1, part + 1, {
          ...scores,
          dynamics: scores.dynamics + bit,
          values: { ...scores.values, [segment.name]: decode(text) },
        });
      return;
    }
    walk(at + 1, part, scores);
    if (text !== undefined) {
      // An empty segment (`//`) is taken by an optional parameter, which then stays unset.
      const values = text ? { ...scores.values, [segment.name]: decode(text) } : scores.values;
      walk(at + 1, part + 1, { ...scores, optionals: scores.optionals + bit, values });
    }
  };
  walk(0, 0, { statics: 0, dynamics: 0, optionals: 0, values: {} });
  return found;
}

function moreSpecific(a: Candidate, b: Candidate): boolean {
  if (a.statics !== b.statics) return a.statics > b.statics;
  if (a.dynamics !== b.dynamics) return a.dynamics > b.dynamics;
  return a.optionals > b.optionals;
}

/**
 * The route of the app a path names (as the browser sends it, percent-encoded, without its
 * query); null when the app shows its not-found page there. Of a layout route and its index,
 * which match alike, the one listed first.
 */
export function appRouteOf(pathname: string): AppRoutePath | null {
  // The app's history reads `//x` as `/x`, so that no address can name another host.
  const trimmed = pathname.replace(/^\/{2,}/, '/').replace(/\/+$/, '');
  const parts = trimmed ? trimmed.split('/').slice(1) : [];
  let best: Candidate | undefined;
  for (const route of ROUTES) {
    for (const candidate of candidatesOf(route, parts)) {
      if (!best || moreSpecific(candidate, best)) best = candidate;
    }
  }
  if (!best) return null;
  const { route, values } = best;
  const allowed = Object.entries(values).every(([name, value]) => {
    const closedSet = route.values[name];
    return value !== null && (!closedSet || closedSet.includes(value));
  });
  return allowed ? route.path : null;
}

/** Whether a path names a page of the app; the app shows its not-found page for any other. */
export function isAppPage(pathname: string): boolean {
  return appRouteOf(pathname) !== null;
}

import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { isAppPage } from '../contract/app-route-match';
import { APP_ROUTES } from '../contract/app-routes';
import { routeTree } from './routeTree.gen';

// The server answers an address with 404 when the app would show its not-found page there
// (contract/app-route-match.ts). These tests hold its list and its matching to the app's own
// router and loaders, so that a route added to the app cannot go unknown to the server.

const router = createRouter({
  routeTree,
  history: createMemoryHistory(),
  context: { queryClient: new QueryClient() },
});

/** A query client whose every use fails at once: a loader that gets this far found its page. */
const noData = new Proxy({} as QueryClient, {
  get: () => {
    throw new Error('no data in this test');
  },
});

/** What the app shows at a path: its router's match, then the matched route's own checks. */
async function appShowsPage(pathname: string): Promise<boolean> {
  // The browser's history reads the address bar as the memory history reads its entry.
  const location = router.parseLocation(
    createMemoryHistory({ initialEntries: [pathname] }).location,
  );
  const matches = router.matchRoutes(location);
  if (matches.some((match) => match._notFound)) return false;
  const leaf = matches.at(-1);
  if (!leaf) return false;
  const route = router.routesById[leaf.routeId as keyof typeof router.routesById];
  const { params, search } = leaf;
  const context = { queryClient: noData };
  try {
    for (const check of [route.options.beforeLoad, route.options.loader]) {
      if (typeof check === 'function')
        await (check as (options: unknown) => unknown)({ context, params, search, deps: {} });
    }
  } catch (error) {
    // A redirect, or data that cannot be fetched here: the page exists.
    return !isNotFound(error);
  }
  return true;
}

/** Each route's addresses: every value of each closed set, none for an optional, and others. */
function addressesOf(fullPath: string): string[] {
  const values = APP_ROUTES[fullPath as keyof typeof APP_ROUTES] as Record<
    string,
    readonly string[]
  >;
  let addresses = [''];
  for (const segment of fullPath.split('/').filter(Boolean)) {
    const param = /^(?:\{-)?\$(\w+)\}?$/.exec(segment);
    const name = param?.[1];
    let choices = [segment];
    if (name) {
      const valid = values[name] ?? ['any'];
      const first = valid[0] ?? 'any';
      choices = [...valid, 'noSuchPage', first.toUpperCase(), `${first}.x`];
      if (segment.startsWith('{-')) choices.push('');
    }
    addresses = addresses.flatMap((head) =>
      choices.map((choice) => (choice ? `${head}/${choice}` : head)),
    );
  }
  return addresses.map((address) => address || '/');
}

/** The same address as a browser may send it: cased, slashed, encoded, nested, doubled. */
function variantsOf(address: string): string[] {
  return [
    address,
    `${address}/`,
    `${address}//`,
    address.toUpperCase(),
    address.replace(/\/(\w)/g, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
    `${address}/extra`,
    address.replace('/', '//'),
    address.replace(/\/([^/]*)$/, '%2F$1'),
  ];
}

const routePaths = Object.values(router.routesById)
  .filter((route) => !route.isRoot)
  .map((route) => route.fullPath);

describe('the server’s list of the app’s routes', () => {
  it('names every file route of the app, and no other', () => {
    expect([...Object.keys(APP_ROUTES)].sort()).toEqual([...routePaths].sort());
  });

  it('gives closed sets only to parameters its routes have', () => {
    for (const [path, values] of Object.entries(APP_ROUTES)) {
      for (const name of Object.keys(values)) expect(path, name).toMatch(`$${name}`);
    }
  });
});

describe('isAppPage', () => {
  it('decides every address as the app’s router and loaders do', async () => {
    const samples = [
      ...routePaths.flatMap(addressesOf).flatMap(variantsOf),
      '//',
      '///cart',
      '/no-such-page',
      '/no-such-page/at-all',
      '/pc',
      '/mobile/',
      '/pc%2Fcart',
      '/otherPages/%ZZ',
      '/%ZZ/otherPages/docx',
      '/%E4%B8%AD',
      '/cart%20',
      '/cart;x',
      '/a/../cart',
      '/otherPages/%25docx',
    ];
    expect(samples.length).toBeGreaterThan(1000);
    const disagreements: string[] = [];
    for (const path of samples) {
      const app = await appShowsPage(path);
      if (isAppPage(path) !== app) disagreements.push(`${path}: the app ${app ? 'shows' : 'has'}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('finds real pages and refuses unknown ones (a check of the check above)', async () => {
    for (const page of ['/cart', '/OTHERPAGES/docx/', '/mobile/advertising/advertisingHome'])
      expect([page, await appShowsPage(page), isAppPage(page)]).toEqual([page, true, true]);
    for (const page of ['/tablet/otherPages/docx', '/washing/nope', '/cart/more'])
      expect([page, await appShowsPage(page), isAppPage(page)]).toEqual([page, false, false]);
  });
});

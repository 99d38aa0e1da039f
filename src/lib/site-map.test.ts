import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../routeTree.gen';
import { ALL_ROUTE_SETS, SITE_MAP, siteMapOf, type SiteMapListing } from './site-map';

const router = createRouter({
  routeTree,
  history: createMemoryHistory(),
  context: { queryClient: new QueryClient() },
});
const routes = Object.values(router.routesById);

describe('the site map drawn from the routes', () => {
  it.each(ALL_ROUTE_SETS)('lists every entry once in the %s set', (routeSet) => {
    const listing = (route: (typeof routes)[number]): SiteMapListing | undefined =>
      route.options.staticData?.siteMap;
    for (const entries of Object.values(SITE_MAP)) {
      for (const entry of entries) {
        const listers = routes.filter((route) => {
          const listed = listing(route);
          return listed?.entry === entry && (listed.sets ?? ALL_ROUTE_SETS).includes(routeSet);
        });
        expect(
          listers.map((route) => route.to),
          entry,
        ).toHaveLength(1);
      }
    }
  });

  it('links each set to its own pages', () => {
    const pathsOf = (routeSet: 'shared' | 'pc' | 'mobile') =>
      Object.fromEntries(
        siteMapOf(routes, routeSet).flatMap(({ links }) => links.map((l) => [l.entry, l.to])),
      );
    expect(pathsOf('shared')).toMatchObject({
      care: '/washing',
      stories: '/{-$set}/advertising/waterfallList',
      returns: '/{-$set}/otherPages/returnPolicy',
      signIn: '/mobile/login',
    });
    expect(pathsOf('mobile')).toMatchObject({
      care: '/{-$set}/otherPages/washing',
      stories: '/{-$set}/advertising/advertisingWaterfall',
      campaigns: '/{-$set}/advertising/advertisingHome',
    });
    expect(pathsOf('pc')).toMatchObject({
      campaigns: '/{-$set}/advertising/homePage',
      account: '/pc/personal/my',
    });
  });

  it('leaves out an entry that no route lists in the set', () => {
    const only = [
      {
        to: '/washing' as const,
        options: { staticData: { siteMap: { entry: 'care' as const, sets: ['shared' as const] } } },
      },
    ];
    expect(siteMapOf(only, 'pc').flatMap(({ links }) => links)).toEqual([]);
    expect(siteMapOf(only, 'shared').find(({ group }) => group === 'services')?.links).toEqual([
      { entry: 'care', to: '/washing' },
    ]);
  });
});

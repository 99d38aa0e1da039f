/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import type { RouteMatchCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { OFFLINE_HEADER, OFFLINE_HEADER_VALUE } from '../contract/offline';
import { publicCallCacheKey, strategyFor, type Strategy } from './routing';

declare const self: ServiceWorkerGlobalScope;

const DAY_S = 24 * 60 * 60;
/** How long a catalogue call may take before the stored copy answers instead. */
const PUBLIC_CALL_TIMEOUT_S = 3;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

/** Routes by the pure table in routing.ts; the precache route above answers first. */
function when(strategy: Strategy) {
  return ({ request, url }: RouteMatchCallbackOptions) =>
    strategyFor(
      {
        url,
        method: request.method,
        mode: request.mode,
        hasAccessToken: request.headers.has('x-access-token'),
      },
      self.location.origin,
    ) === strategy;
}

registerRoute(when('app-shell'), createHandlerBoundToURL('/index.html'));

registerRoute(
  when('lazy-chunk'),
  new StaleWhileRevalidate({
    cacheName: 'chunks',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  when('image'),
  new StaleWhileRevalidate({
    cacheName: 'media',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  when('public-call'),
  new NetworkFirst({
    cacheName: 'public-calls',
    networkTimeoutSeconds: PUBLIC_CALL_TIMEOUT_S,
    matchOptions: { ignoreVary: true },
    plugins: [
      {
        // Only replies the server marked: public, answered well.
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 && response.headers.get(OFFLINE_HEADER) === OFFLINE_HEADER_VALUE
            ? response
            : null,
        cacheKeyWillBeUsed: async ({ request }) =>
          publicCallCacheKey(new URL(request.url), request.headers.get('language')),
      },
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

import type { publishStatus } from '../../../contract/content';
import { ApiError, endpoint } from '../../lib/api-client';
import { isWeChatBrowser, isWideWidth } from '../../lib/device';

// What support staff ask a shopper to read out: the build, the device, the service worker, the
// caches, storage, the network and the API. Nothing about the shopper themselves.

export interface ServiceWorkerFacts {
  supported: boolean;
  scope: string | null;
  active: string | null;
  waiting: string | null;
  installing: string | null;
  controlled: boolean;
}

export interface CacheFacts {
  supported: boolean;
  caches: { name: string; entries: number }[];
}

export interface Diagnostics {
  build: string;
  screen: { wide: boolean; width: number; height: number; pixelRatio: number };
  browser: { userAgent: string; weChat: boolean };
  network: { online: boolean; effectiveType: string | null };
  serviceWorker: ServiceWorkerFacts;
  cacheStorage: CacheFacts;
  storage: { usage: number; quota: number } | null;
  api: { reachable: boolean; ms: number; detail: string };
}

const fetchPublishStatus = endpoint<typeof publishStatus>(
  'api/default/judge-publish-status',
  'GET',
);

export function deviceFacts(): Pick<Diagnostics, 'build' | 'screen' | 'browser' | 'network'> {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } })
    .connection;
  return {
    build: __BUILD_ID__,
    screen: {
      wide: isWideWidth(window.innerWidth),
      width: window.innerWidth,
      height: window.innerHeight,
      pixelRatio: window.devicePixelRatio,
    },
    browser: { userAgent: navigator.userAgent, weChat: isWeChatBrowser() },
    network: { online: navigator.onLine, effectiveType: connection?.effectiveType ?? null },
  };
}

export async function serviceWorkerFacts(): Promise<ServiceWorkerFacts> {
  if (!('serviceWorker' in navigator)) {
    return {
      supported: false,
      scope: null,
      active: null,
      waiting: null,
      installing: null,
      controlled: false,
    };
  }
  const registration = await navigator.serviceWorker.getRegistration();
  return {
    supported: true,
    scope: registration?.scope ?? null,
    active: registration?.active?.state ?? null,
    waiting: registration?.waiting?.state ?? null,
    installing: registration?.installing?.state ?? null,
    controlled: navigator.serviceWorker.controller !== null,
  };
}

export async function cacheFacts(): Promise<CacheFacts> {
  if (!('caches' in window)) return { supported: false, caches: [] };
  const names = await caches.keys();
  const list = await Promise.all(
    names.map(async (name) => ({ name, entries: (await (await caches.open(name)).keys()).length })),
  );
  return { supported: true, caches: list };
}

export async function storageFacts(): Promise<Diagnostics['storage']> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return { usage, quota };
}

/** One public call, timed: whether the API answers and how fast. */
export async function apiFacts(): Promise<Diagnostics['api']> {
  const started = performance.now();
  try {
    const maintenance = await fetchPublishStatus({});
    return {
      reachable: true,
      ms: Math.round(performance.now() - started),
      detail: maintenance ? 'maintenance' : 'open',
    };
  } catch (error) {
    return {
      // A refusal is still an answer: the API is there.
      reachable: error instanceof ApiError,
      ms: Math.round(performance.now() - started),
      detail:
        error instanceof ApiError
          ? `code ${error.code}`
          : error instanceof Error
            ? error.message
            : String(error),
    };
  }
}

/** Everything, each part asked for at once; a part that fails says so instead of stopping the rest. */
export async function collectDiagnostics(): Promise<Diagnostics> {
  const unknown =
    <T>(fallback: T) =>
    (promise: Promise<T>) =>
      promise.catch(() => fallback);
  const [serviceWorker, cacheStorage, storage, api] = await Promise.all([
    unknown<ServiceWorkerFacts>({
      supported: true,
      scope: null,
      active: null,
      waiting: null,
      installing: null,
      controlled: false,
    })(serviceWorkerFacts()),
    unknown<CacheFacts>({ supported: true, caches: [] })(cacheFacts()),
    unknown<Diagnostics['storage']>(null)(storageFacts()),
    apiFacts(),
  ]);
  return { ...deviceFacts(), serviceWorker, cacheStorage, storage, api };
}

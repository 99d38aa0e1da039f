import { describe, expect, it } from 'vitest';
import type { Diagnostics } from './probes';
import { bytes, diagnosticsReport } from './report';

const facts: Diagnostics = {
  build: '2026-11-21T08:00:00.000Z',
  screen: { wide: false, width: 390, height: 844, pixelRatio: 3 },
  browser: { userAgent: 'Mozilla/5.0 MicroMessenger/8.0', weChat: true },
  network: { online: true, effectiveType: '4g' },
  serviceWorker: {
    supported: true,
    scope: 'https://shop.example/',
    active: 'activated',
    waiting: null,
    installing: null,
    controlled: true,
  },
  cacheStorage: {
    supported: true,
    caches: [
      { name: 'media', entries: 12 },
      { name: 'workbox-precache-v2', entries: 40 },
    ],
  },
  storage: { usage: 3_400_000, quota: 2_000_000_000 },
  api: { reachable: true, ms: 23, detail: 'open' },
};

describe('the diagnostics report', () => {
  it('says everything support staff ask for, one fact a line', () => {
    expect(diagnosticsReport(facts, 'cn', new Date(Date.UTC(2026, 10, 21, 2)))).toBe(
      [
        'MAISON diagnostics 2026-11-21T02:00:00.000Z',
        'build: 2026-11-21T08:00:00.000Z',
        'language: cn',
        'screen: narrow 390×844, pixel ratio 3',
        'user agent: Mozilla/5.0 MicroMessenger/8.0',
        'WeChat: yes',
        'online: yes, connection: 4g',
        'service worker: scope https://shop.example/, active activated, waiting none, installing none, controls the page: yes',
        'caches: media (12), workbox-precache-v2 (40)',
        'storage: 3.4 MB of 2.0 GB',
        'API: reachable in 23 ms (open)',
      ].join('\n'),
    );
  });

  it('says what the browser cannot tell', () => {
    const report = diagnosticsReport(
      {
        ...facts,
        network: { online: false, effectiveType: null },
        serviceWorker: { ...facts.serviceWorker, supported: false },
        cacheStorage: { supported: false, caches: [] },
        storage: null,
        api: { reachable: false, ms: 5, detail: 'Network Error' },
      },
      'en',
      new Date(0),
    );
    expect(report).toContain('online: no, connection: unknown');
    expect(report).toContain('service worker: not supported');
    expect(report).toContain('caches: not supported');
    expect(report).toContain('storage: unknown');
    expect(report).toContain('API: unreachable in 5 ms (Network Error)');
  });

  it('reads sizes in bytes as people do', () => {
    expect(bytes(812)).toBe('812 B');
    expect(bytes(1500)).toBe('1.5 kB');
    expect(bytes(1_200_000_000)).toBe('1.2 GB');
  });
});

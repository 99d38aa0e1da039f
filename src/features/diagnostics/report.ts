import type { Diagnostics } from './probes';

// The copied report is read by support staff and their tools, so it keeps the same English
// words whatever the shop's language; the page itself speaks the shopper's language.

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** Bytes as people read them: 812 B, 3.4 MB, 1.2 GB. */
export function bytes(value: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let size = value;
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? size : size.toFixed(1)} ${units[unit]}`;
}

export function diagnosticsReport(d: Diagnostics, lang: string, at: Date): string {
  const sw = d.serviceWorker;
  const caches = d.cacheStorage.supported
    ? d.cacheStorage.caches.map((c) => `${c.name} (${c.entries})`).join(', ') || 'none'
    : 'not supported';
  return [
    `MAISON diagnostics ${at.toISOString()}`,
    `build: ${d.build}`,
    `language: ${lang}`,
    `screen: ${d.screen.wide ? 'wide' : 'narrow'} ${d.screen.width}×${d.screen.height}, pixel ratio ${d.screen.pixelRatio}`,
    `user agent: ${d.browser.userAgent}`,
    `WeChat: ${yesNo(d.browser.weChat)}`,
    `online: ${yesNo(d.network.online)}, connection: ${d.network.effectiveType ?? 'unknown'}`,
    sw.supported
      ? `service worker: scope ${sw.scope ?? 'none'}, active ${sw.active ?? 'none'}, waiting ${sw.waiting ?? 'none'}, installing ${sw.installing ?? 'none'}, controls the page: ${yesNo(sw.controlled)}`
      : 'service worker: not supported',
    `caches: ${caches}`,
    `storage: ${d.storage ? `${bytes(d.storage.usage)} of ${bytes(d.storage.quota)}` : 'unknown'}`,
    `API: ${d.api.reachable ? 'reachable' : 'unreachable'} in ${d.api.ms} ms (${d.api.detail})`,
  ].join('\n');
}

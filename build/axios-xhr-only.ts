import type { Plugin } from 'vite';

const FETCH_STAND_IN = '\0axios-fetch-adapter-left-out';

/**
 * In browsers axios uses its XHR adapter (its default order is xhr, http, fetch), so the shop
 * never runs the fetch adapter; this leaves it out of the build, about 4 kB gzip of the first
 * download. axios's adapter table then finds no fetch and keeps working as before.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'shop:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAdapterTable = importer
        ?.replaceAll('\\', '/')
        .endsWith('axios/lib/adapters/adapters.js');
      return fromAdapterTable && source === './fetch.js' ? FETCH_STAND_IN : null;
    },
    load(id) {
      return id === FETCH_STAND_IN ? 'export const getFetch = () => undefined;' : null;
    },
  };
}

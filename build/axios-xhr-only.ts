import type { Plugin } from 'vite';

/**
 * Parts of axios the shop never runs, each replaced by a stand-in, by the file that imports it:
 * - in browsers axios uses its XHR adapter (its default order is xhr, http, fetch), so the fetch
 *   adapter is never run; without it (about 4 kB gzip) the adapter table finds no fetch and
 *   keeps working as before;
 * - `axios.HttpStatusCode`, a table of status names, and `axios.CancelToken`, the cancellation
 *   API axios has deprecated for AbortSignal, which the shop's calls use. axios itself touches a
 *   CancelToken only when a call brings one; the stand-in says so if code ever tries.
 */
const STAND_INS: { importer: string; source: string; code: string }[] = [
  {
    importer: 'axios/lib/adapters/adapters.js',
    source: './fetch.js',
    code: 'export const getFetch = () => undefined;',
  },
  {
    importer: 'axios/lib/axios.js',
    source: './helpers/HttpStatusCode.js',
    code: 'export default {};',
  },
  {
    importer: 'axios/lib/axios.js',
    source: './cancel/CancelToken.js',
    code:
      'export default class CancelToken { constructor() { throw new Error(' +
      "'axios CancelToken is left out of the shop build: cancel with an AbortSignal'); } }",
  },
];

const PREFIX = '\0axios-left-out:';

export function axiosXhrOnly(): Plugin {
  return {
    name: 'shop:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/');
      const index = STAND_INS.findIndex(
        (standIn) => from?.endsWith(standIn.importer) && source === standIn.source,
      );
      return index === -1 ? null : `${PREFIX}${index}`;
    },
    load(id) {
      return id.startsWith(PREFIX)
        ? (STAND_INS[Number(id.slice(PREFIX.length))]?.code ?? null)
        : null;
    },
  };
}

import type { Plugin } from 'vite';
import { filesLoadedWith } from './chunk-files.ts';

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}
type ManifestTransform = <E extends PrecacheEntry>(
  entries: E[],
) => Promise<{ manifest: E[]; warnings: string[] }>;

/**
 * The service worker precaches the app shell only: index.html, the entry chunk with everything
 * it imports statically, their stylesheets, icons, fonts and the manifest. Lazy route chunks are
 * cached as they are visited (stale-while-revalidate), so installing the worker costs a phone
 * the first page's files, not the whole shop.
 */
export function shellPrecache(
  /** Lazy modules that belong to the shell all the same (the error page shown offline). */
  shellModules: RegExp[] = [],
): { plugin: Plugin; transform: ManifestTransform } {
  const shellFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      shellFiles.clear();
      const shellChunks = Object.entries(bundle)
        .filter(([, output]) => {
          if (output.type !== 'chunk') return false;
          const partOfShell = output.moduleIds.some((id) => shellModules.some((re) => re.test(id)));
          return output.isEntry || partOfShell;
        })
        .map(([fileName]) => fileName);
      filesLoadedWith(bundle, shellChunks, shellFiles);
    },
  };
  const transform: ManifestTransform = async (entries) => ({
    manifest: entries.filter(
      (entry) => !entry.url.startsWith('assets/') || shellFiles.has(entry.url),
    ),
    warnings: [],
  });
  return { plugin, transform };
}

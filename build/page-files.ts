import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { PAGE_FILES_NAME, type PageFiles } from '../contract/page-files';
import { filesLoadedWith } from './chunk-files.ts';

/**
 * A route file's full path as the app's router names it (contract/app-routes.ts): `index` ends
 * in a slash, a directory's `route` is that directory's route, `[.]` is a dot.
 */
export function routePathOf(routeFile: string): string | null {
  const segments = routeFile.replace(/\.tsx?$/, '').split(/[\\/]/);
  if (segments.at(-1) === '__root') return null;
  const last = segments.at(-1);
  if (last === 'index') segments[segments.length - 1] = '';
  else if (last === 'route') segments.pop();
  return `/${segments.join('/').replaceAll('[.]', '.')}`;
}

/** The part of a split route module's id that names what the split holds (`?tsr-split=…`). */
function splitOf(id: string): string[] {
  return /\?tsr-split=([\w-]+)/.exec(id)?.[1]?.split('---') ?? [];
}

/** An area's catalogue of one language (src/locales/<locale>/<area>.po): that language. */
function catalogueLocale(chunk: OutputChunk, localesDir: string): string | null {
  for (const id of chunk.moduleIds) {
    const file = id.split('?')[0] ?? id;
    if (!file.startsWith(localesDir + path.sep) || !file.endsWith('.po')) continue;
    const locale = path.relative(localesDir, file).split(path.sep)[0];
    if (locale) return locale;
  }
  return null;
}

/**
 * The catalogues, by language, that the files load when they run: the words of the areas a
 * page's screen draws, fetched only once the screen asks for them unless announced.
 */
function cataloguesOf(
  bundle: OutputBundle,
  files: string[],
  localesDir: string,
): Record<string, string[]> {
  const byLocale: Record<string, string[]> = {};
  for (const name of files) {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') continue;
    for (const imported of chunk.dynamicImports) {
      const target = bundle[imported];
      const locale = target?.type === 'chunk' ? catalogueLocale(target, localesDir) : null;
      if (!locale) continue;
      const listed = (byLocale[locale] ??= []);
      if (!listed.includes(imported)) listed.push(imported);
    }
  }
  for (const listed of Object.values(byLocale)) listed.sort();
  return byLocale;
}

/**
 * For each route whose page is loaded lazily, the files its page needs beyond the app's entry:
 * the route's own chunk (its loader and component), the screen its component names among the
 * lazy screens of the modules it imports (the feature's `routing.ts`: `CartPage` is
 * `pages/CartPage.tsx`), and every file those import, scripts and stylesheets. The server names
 * them in the page's document, so that a visit loads them beside the entry rather than one round
 * trip after another as the app finds it needs them; with them, the catalogues of the words those
 * files draw, in each language, of which the server names the visitor's. `callingRoutes`: routes
 * (a route's path, or a pattern of paths) whose page makes a call as it opens, which no document
 * carries: theirs list the calls' code too (`src/lib/http.ts`, which every other page loads only
 * once it calls). Each must name at least one lazy page.
 */
export function pageFiles(
  root: string,
  { callingRoutes = [] }: { callingRoutes?: (string | RegExp)[] } = {},
): Plugin {
  const calls = (route: string) => (named: string | RegExp) =>
    typeof named === 'string' ? named === route : named.test(route);
  const routesDir = path.join(root, 'src', 'routes');
  const localesDir = path.join(root, 'src', 'locales');
  const callsModule = path.join(root, 'src', 'lib', 'http.ts');
  return {
    name: 'shop:page-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk',
      );
      const chunkOf = new Map<string, OutputChunk>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const entryFiles = filesLoadedWith(
        bundle,
        chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
      );
      const callsChunk = chunkOf.get(callsModule);
      if (callingRoutes.length && !callsChunk) this.error(`no chunk holds ${callsModule}`);
      const callsFiles = callsChunk ? [...filesLoadedWith(bundle, [callsChunk.fileName])] : [];
      const routes: PageFiles = {};
      for (const [id, chunk] of chunkOf) {
        const file = id.split('?')[0] ?? id;
        if (!file.startsWith(routesDir + path.sep) || !splitOf(id).includes('component')) continue;
        const route = routePathOf(path.relative(routesDir, file));
        const info = this.getModuleInfo(id);
        if (!route || !info?.code) continue;
        const code = info.code;
        const screens = info.importedIds
          .flatMap((imported) => this.getModuleInfo(imported)?.dynamicallyImportedIds ?? [])
          .filter((screen) => {
            const name = path.basename(screen.split('?')[0] ?? screen).replace(/\.tsx?$/, '');
            return /^\w+$/.test(name) && new RegExp(`\\b${name}\\b`).test(code);
          })
          .flatMap((screen) => chunkOf.get(screen)?.fileName ?? []);
        const opening = filesLoadedWith(bundle, [chunk.fileName, ...screens]);
        if (callingRoutes.some(calls(route))) for (const name of callsFiles) opening.add(name);
        const files = [...opening].filter((name) => !entryFiles.has(name));
        routes[route] = {
          files: files.sort(),
          catalogues: cataloguesOf(bundle, files, localesDir),
        };
      }
      const unknown = callingRoutes.filter(
        (named) => !Object.keys(routes).some((route) => calls(route)(named)),
      );
      if (unknown.length) this.error(`no lazy page has the route ${unknown.join(', ')}`);
      this.emitFile({
        type: 'asset',
        fileName: PAGE_FILES_NAME,
        source: `${JSON.stringify(routes, null, 1)}\n`,
      });
    },
  };
}

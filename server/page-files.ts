import fs from 'node:fs';
import path from 'node:path';
import { appRouteOf } from '../contract/app-route-match';
import { PAGE_FILES_NAME } from '../contract/page-files';

type RouteFiles = Readonly<Record<string, readonly string[]>>;

/** The routes a page shows: its own, its index when it is a layout, and the layouts above it. */
function routesShown(route: string, files: RouteFiles): string[] {
  const bare = route.replace(/\/$/, '');
  return Object.keys(files).filter(
    (key) =>
      key === route ||
      key === bare ||
      key === `${bare}/` ||
      (!key.endsWith('/') && bare.startsWith(`${key}/`)),
  );
}

function linkTo(file: string): string {
  const href = `/${file}`;
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${href}">`
    : `<link rel="modulepreload" crossorigin href="${href}">`;
}

/**
 * The links that announce, in a page's document, the files the app will load to show that page
 * beyond its entry: fetched beside the entry instead of one after another. A build without the
 * list (or a damaged one) announces nothing, and the app loads its files as it finds it needs
 * them.
 */
export function pageFileLinks(distDir: string): (pathname: string) => string {
  let files: RouteFiles = {};
  try {
    const read = JSON.parse(
      fs.readFileSync(path.join(distDir, PAGE_FILES_NAME), 'utf8'),
    ) as unknown;
    if (read && typeof read === 'object') files = read as RouteFiles;
  } catch {
    // No list: nothing announced.
  }
  const cache = new Map<string, string>();
  return (pathname) => {
    const route = appRouteOf(pathname);
    if (!route) return '';
    let links = cache.get(route);
    if (links === undefined) {
      const shown: unknown[] = routesShown(route, files).flatMap((key) => {
        const listed = files[key];
        return Array.isArray(listed) ? listed : [];
      });
      const named = [...new Set(shown)].filter(
        (file): file is string =>
          typeof file === 'string' && /^assets\/[\w.-]+\.(js|css)$/.test(file),
      );
      links = named.map(linkTo).join('');
      cache.set(route, links);
    }
    return links;
  };
}

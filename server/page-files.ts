import fs from 'node:fs';
import path from 'node:path';
import { appRouteOf } from '../contract/app-route-match';
import { PAGE_FILES_NAME } from '../contract/page-files';
import type { Lang } from './lib/lang';

type RouteFiles = Readonly<Record<string, unknown>>;

/** The locale the app's catalogues are named by, for the request's language. */
const LOCALE: Record<Lang, string> = { cn: 'zh-CN', en: 'en' };
const ASSET_NAME = /^assets\/[\w.-]+\.(js|css)$/;

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

function linkTo(file: string, media: string): string {
  const href = `/${file}`;
  const screens = media ? ` media="${media}"` : '';
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${href}"${screens}>`
    : `<link rel="modulepreload" crossorigin href="${href}"${screens}>`;
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A route's files, and its catalogues in the language, as the build listed them. */
function filesOf(listed: unknown, lang: Lang): unknown[] {
  if (!listed || typeof listed !== 'object') return [];
  const { files, catalogues } = listed as { files?: unknown; catalogues?: unknown };
  const inLanguage =
    catalogues && typeof catalogues === 'object'
      ? (catalogues as Record<string, unknown>)[LOCALE[lang]]
      : undefined;
  return [...listOf(files), ...listOf(inLanguage)];
}

/**
 * The links that announce, in a page's document, the files the app will load to show that page
 * beyond its entry, with the catalogues of its words in the visitor's language: fetched beside
 * the entry instead of one after another; `media`: for the screens it names only (the server's
 * own constant). A build without the list (or a damaged one) announces nothing, and the app loads
 * its files as it finds it needs them.
 */
export function pageFileLinks(
  distDir: string,
): (pathname: string, lang: Lang, media?: string) => string {
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
  return (pathname, lang, media = '') => {
    const route = appRouteOf(pathname);
    if (!route) return '';
    const key = `${lang} ${media} ${route}`;
    let links = cache.get(key);
    if (links === undefined) {
      const shown = routesShown(route, files).flatMap((shownRoute) =>
        filesOf(files[shownRoute], lang),
      );
      const named = [...new Set(shown)].filter(
        (file): file is string => typeof file === 'string' && ASSET_NAME.test(file),
      );
      links = named.map((file) => linkTo(file, media)).join('');
      cache.set(key, links);
    }
    return links;
  };
}

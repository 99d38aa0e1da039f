// What the documents' route file needs: the search validator, the loader and the lazily loaded
// screens. It carries no screen code, so the app's first download stays small.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent, notFound } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { routeSetOf, type RouteSet } from '../../lib/route-set';
import { appState } from '../app';
import { loadDocumentsMessages } from './messages';
import {
  DOCUMENT_PAGES,
  documentPageOf,
  type DocumentPageKind,
  type DocumentPageName,
} from './pages';
import type { DocumentSearch } from './search-params';

/** Which page of the documents a route shows, in which page set. */
export interface DocumentView {
  routeSet: RouteSet;
  page: DocumentPageName;
}

const screens = {
  centre: lazyRouteComponent(() => import('./pages/DocumentsCentrePage'), 'DocumentsCentrePage'),
  policy: lazyRouteComponent(() => import('./pages/DocumentPage'), 'DocumentPage'),
  questions: lazyRouteComponent(() => import('./pages/DocumentPage'), 'DocumentPage'),
  richText: lazyRouteComponent(() => import('./pages/DocumentPage'), 'DocumentPage'),
  siteMap: lazyRouteComponent(() => import('./pages/SiteMapPage'), 'SiteMapPage'),
} satisfies Record<DocumentPageKind, unknown>;

/** The loader: the page set and page, the screen, its words and its document. */
export async function loadDocumentRoute(
  queryClient: QueryClient,
  set: string | undefined,
  pageParam: string,
  search: DocumentSearch,
): Promise<DocumentView> {
  const routeSet = routeSetOf(set);
  const page = documentPageOf(pageParam);
  if (page === null) throw notFound();
  const [{ loadDocumentData }] = await Promise.all([
    import('./loader'),
    screens[DOCUMENT_PAGES[page]].preload?.(),
    loadDocumentsMessages(),
  ]);
  await loadDocumentData(queryClient, appState.lang, page, search);
  return { routeSet, page };
}

/** The screen of a page of the documents. */
export function DocumentScreen({
  view,
  search,
}: {
  view: DocumentView;
  search: DocumentSearch;
}): ReactElement {
  return createElement(screens[DOCUMENT_PAGES[view.page]], {
    routeSet: view.routeSet,
    page: view.page,
    code: search.code,
  });
}

export { validateDocumentSearch, type DocumentSearch } from './search-params';

// What the documents' routes (/otherPages/… in the address) need besides their pages: the search
// schema, the words and the data each page opens with. It carries no screen code, so the app's
// first download stays small.
import { lazyRouteComponent } from '@tanstack/react-router';
import type { Lang } from '../../lib/lang';
import { appState } from '../app';

// The pages, each loaded with its own chunk (the route's loader asks for it with the data).
export const DocumentPage = lazyRouteComponent(
  () => import('./pages/DocumentPage'),
  'DocumentPage',
);
export const DocumentsCentrePage = lazyRouteComponent(
  () => import('./pages/DocumentsCentrePage'),
  'DocumentsCentrePage',
);
export const SiteMapPage = lazyRouteComponent(() => import('./pages/SiteMapPage'), 'SiteMapPage');

/** The shopper's language, which the documents are asked in. */
export const currentLang = (): Lang => appState.lang;

export { documentListQueryOptions, documentQueryOptions } from './api';
export { loadDocumentsMessages } from './messages';
export type { RichTextSearch } from './search-params';

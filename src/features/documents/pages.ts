import { DOCUMENT_PAGE_NAMES, isOneOf, type DocumentPageName } from '../../../contract/app-routes';
import { linkOptions } from '@tanstack/react-router';
import { setParam, type RouteSet } from '../../lib/route-set';

/** What each /otherPages/<page> of the documents shows. */
export const DOCUMENT_PAGES = {
  docx: 'centre',
  returnPolicy: 'policy',
  privacyPolicy: 'policy',
  termsOfSale: 'policy',
  paymentMethod: 'policy',
  deliveryInsurance: 'policy',
  commonProblem: 'questions',
  richText: 'richText',
  webMap: 'siteMap',
  websiteMap: 'siteMap',
} as const satisfies Record<DocumentPageName, string>;

export type { DocumentPageName };
export type DocumentPageKind = (typeof DOCUMENT_PAGES)[DocumentPageName];

export function documentPageOf(page: string): DocumentPageName | null {
  return isOneOf(DOCUMENT_PAGE_NAMES, page) ? page : null;
}

/** The documents centre of a route set, as a link. */
export function centreLink(set: RouteSet) {
  return linkOptions({
    to: '/{-$set}/otherPages/$page',
    params: { ...setParam(set), page: 'docx' },
  });
}

/** The address of a page of the documents in a page set: /otherPages/x, /pc/… or /mobile/…. */
export function documentPath(set: RouteSet, page: string): string {
  return `${set === 'shared' ? '' : `/${set}`}/otherPages/${page}`;
}

/** The documents centre lists documents by code; those with a page of their own open there. */
export function documentHref(set: RouteSet, code: string): string {
  const page = documentPageOf(code);
  return page && DOCUMENT_PAGES[page] !== 'centre' && DOCUMENT_PAGES[page] !== 'siteMap'
    ? documentPath(set, page)
    : `${documentPath(set, 'richText')}?code=${encodeURIComponent(code)}`;
}

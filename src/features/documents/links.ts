import { linkOptions } from '@tanstack/react-router';
import { isOneOf } from '../../../contract/app-routes';
import { setParam, type RouteSet } from '../../lib/route-set';

/** The documents with a page of their own under /otherPages, named by their code. */
export const DOCUMENTS_WITH_A_PAGE = [
  'returnPolicy',
  'privacyPolicy',
  'termsOfSale',
  'paymentMethod',
  'deliveryInsurance',
  'commonProblem',
] as const;

/** The documents centre of a page set. */
export function centreLink(routeSet: RouteSet) {
  return linkOptions({ to: '/{-$set}/otherPages/docx', params: setParam(routeSet) });
}

/** The site map of a page set: websiteMap on the desktop's, webMap on the others. */
export function siteMapLink(routeSet: RouteSet) {
  return routeSet === 'pc'
    ? linkOptions({ to: '/{-$set}/otherPages/websiteMap', params: setParam(routeSet) })
    : linkOptions({ to: '/{-$set}/otherPages/webMap', params: setParam(routeSet) });
}

/** A document by its code: its own page if it has one, else richText with its code. */
export function documentLink(routeSet: RouteSet, code: string) {
  return isOneOf(DOCUMENTS_WITH_A_PAGE, code)
    ? linkOptions({ to: `/{-$set}/otherPages/${code}`, params: setParam(routeSet) })
    : linkOptions({
        to: '/{-$set}/otherPages/richText',
        params: setParam(routeSet),
        search: { code },
      });
}

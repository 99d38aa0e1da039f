/** The brand's wordmark, as printed on its labels. */
export const WORDMARK = 'MAISON';

import { linkOptions } from '@tanstack/react-router';

/** The search screen (built by the catalogue area). */
export const SEARCH_LINK = linkOptions({
  to: '/{-$set}/productList/resultsList',
  params: { set: undefined },
  search: {},
});

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteSet } from '../../lib/route-set';

// The public pages of spec §2, grouped as a shopper looks for them. Pages that show one thing
// (a product, an order, a campaign) are reached from their lists, so they are not listed.

type Paths = Record<RouteSet, string>;

export interface SiteMapGroup {
  title: MessageDescriptor;
  links: { label: MessageDescriptor; paths: Paths }[];
}

/** The same path under /pc and /mobile unless told otherwise. */
const everywhere = (shared: string, pc = `/pc${shared}`, mobile = `/mobile${shared}`): Paths => ({
  shared,
  pc,
  mobile,
});
const same = (path: string): Paths => ({ shared: path, pc: path, mobile: path });
const documentPaths = (page: string): Paths => everywhere(`/otherPages/${page}`);

export const SITE_MAP: SiteMapGroup[] = [
  {
    title: msg`Shop`,
    links: [
      { label: msg`Home`, paths: same('/') },
      { label: msg`All collections`, paths: everywhere('/productList') },
      { label: msg`Personalisation`, paths: everywhere('/personalizedList') },
      { label: msg`Search`, paths: everywhere('/productList/resultsList') },
      { label: msg`Shopping bag`, paths: everywhere('/cart') },
    ],
  },
  {
    title: msg`Services`,
    links: [
      { label: msg`Boutiques`, paths: everywhere('/otherPages/boutique') },
      {
        label: msg`Care & Cleaning Service`,
        paths: everywhere('/washing', '/pc/otherPages/washing', '/mobile/otherPages/washing'),
      },
      {
        label: msg`Care services`,
        paths: everywhere(
          '/washing/washingList',
          '/pc/otherPages/washing/washingList',
          '/mobile/otherPages/washing/washingList',
        ),
      },
    ],
  },
  {
    title: msg`Campaigns`,
    links: [
      {
        label: msg`Campaigns`,
        paths: everywhere(
          '/advertising/homePage',
          '/pc/advertising/homePage',
          '/mobile/advertising/advertisingHome',
        ),
      },
      {
        label: msg`Stories`,
        paths: everywhere(
          '/advertising/waterfallList',
          '/pc/advertising/waterfallList',
          '/mobile/advertising/advertisingWaterfall',
        ),
      },
    ],
  },
  {
    title: msg`Help and policies`,
    links: [
      { label: msg`Policies and help`, paths: documentPaths('docx') },
      { label: msg`Frequently Asked Questions`, paths: documentPaths('commonProblem') },
      { label: msg`Returns & Refunds`, paths: documentPaths('returnPolicy') },
      { label: msg`Delivery & Insurance`, paths: documentPaths('deliveryInsurance') },
      { label: msg`Payment Methods`, paths: documentPaths('paymentMethod') },
      { label: msg`Terms of Sale`, paths: documentPaths('termsOfSale') },
      { label: msg`Privacy Policy`, paths: documentPaths('privacyPolicy') },
    ],
  },
  {
    title: msg`Account`,
    links: [
      { label: msg`My account`, paths: everywhere('/personal', '/pc/personal/my') },
      { label: msg`Sign in`, paths: same('/mobile/login') },
      { label: msg`Create an account`, paths: same('/mobile/login/register') },
    ],
  },
];

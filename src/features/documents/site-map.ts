import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SiteMapEntry, SiteMapGroup } from '../../lib/site-map';

// The site map's words; which pages it lists, and where, is the routes' to say (src/lib/site-map.ts).

export const SITE_MAP_GROUP_TITLES: Record<SiteMapGroup, MessageDescriptor> = {
  shop: msg`Shop`,
  services: msg`Services`,
  campaigns: msg`Campaigns`,
  help: msg`Help and policies`,
  account: msg`Account`,
};

export const SITE_MAP_LABELS: Record<SiteMapEntry, MessageDescriptor> = {
  home: msg`Home`,
  collections: msg`All collections`,
  personalisation: msg`Personalisation`,
  search: msg`Search`,
  bag: msg`Shopping bag`,
  boutiques: msg`Boutiques`,
  care: msg`Care & Cleaning Service`,
  careServices: msg`Care services`,
  campaigns: msg`Campaigns`,
  stories: msg`Stories`,
  documents: msg`Policies and help`,
  questions: msg`Frequently Asked Questions`,
  returns: msg`Returns & Refunds`,
  delivery: msg`Delivery & Insurance`,
  payment: msg`Payment Methods`,
  terms: msg`Terms of Sale`,
  privacy: msg`Privacy Policy`,
  account: msg`My account`,
  signIn: msg`Sign in`,
  register: msg`Create an account`,
};

// The console's menus and footer (/admin/api/content/menus, /content/footer): the shop's
// navigation as the team edits it, each save applying to the shoppers at once.

import type { ContentLang } from './console-content';

type Both = Record<ContentLang, string>;

/** What the team changes of a menu item: its name, its place among its siblings, shown or not. */
export interface MenuItemFields {
  names: Both;
  sort: number;
  shown: boolean;
}

export interface ConsoleMenuItem extends MenuItemFields {
  id: number;
  version: number;
  link: string;
  children: ConsoleMenuItem[];
}

/** Saving a menu item read at `version`. */
export interface MenuItemBody extends MenuItemFields {
  version: number;
}

/** A footer link: its label and where it leads (a path of the shop, or an https address). */
export interface FooterLinkFields {
  labels: Both;
  url: string;
}

/** A footer group with its links, in the order the shoppers see them. */
export interface FooterGroupFields {
  titles: Both;
  sort: number;
  links: FooterLinkFields[];
}

export interface ConsoleFooterGroup extends FooterGroupFields {
  id: number;
  version: number;
}

/** Saving a footer group read at `version`, its links replaced by these. */
export interface FooterGroupBody extends FooterGroupFields {
  version: number;
}

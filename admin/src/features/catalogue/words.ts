import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CatalogueFileKind } from '../../../../contract/console-catalogue';

export const FILE_KIND_NAMES: Record<CatalogueFileKind, MessageDescriptor> = {
  stock: msg`Stock file`,
  prices: msg`Prices file`,
};

/** What each kind of file holds, as the upload tells it. */
export const FILE_KIND_HINTS: Record<CatalogueFileKind, MessageDescriptor> = {
  stock: msg`Columns sku, stock: each SKU's quantity on hand. The shop sells what open orders leave of it.`,
  prices: msg`Columns sku, price, original_price, in yuan; an empty original price means none.`,
};

/** The values a file changes, by the column the server names them with. */
export const VALUE_NAMES: Record<string, MessageDescriptor> = {
  on_hand: msg`On hand`,
  sellable: msg`For sale`,
  price: msg`Price`,
  original_price: msg`Original price`,
};

/** Which values are money (fen), shown in yuan. */
export const MONEY_VALUES = new Set(['price', 'original_price']);

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GoodsSort } from '../../../../contract/catalogue';
import type { FilterGroup } from '../search-params';

export const FILTER_LABELS: Record<FilterGroup, MessageDescriptor> = {
  series: msg`Series`,
  color: msg`Colour`,
  size: msg`Size`,
  season: msg`Season`,
  promotion: msg`Promotion`,
};

export const SORT_LABELS: Record<GoodsSort, MessageDescriptor> = {
  default: msg`Recommended`,
  new: msg`New in`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
  sales: msg`Best sellers`,
};

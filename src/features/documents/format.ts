import type { I18n } from '@lingui/core';
import { SHOP_TIME_ZONE } from '../../lib/dates';

/** A document's date as the shopper reads it, in the shop's own time zone (China). */
export function documentDate(i18n: I18n, epochMs: number): string {
  return i18n.date(new Date(epochMs), { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
}

/** The html lang of a document's text (the API names languages cn and en). */
export function htmlLang(lang: string): string {
  return lang === 'cn' ? 'zh-CN' : lang;
}

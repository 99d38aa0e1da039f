import { authMessages } from './modules/auth/messages';
import { cartMessages } from './modules/cart/messages';
import { memberMessages } from './modules/member/messages';
import { couponCampaignMessages } from './modules/member/coupon-messages';
import { promotionMessages } from './modules/catalogue/promotion-messages';
import { searchLogMessages } from './modules/catalogue/search-log-messages';
import { afterSalesMessages } from './modules/order/after-sales-messages';
import { checkoutMessages } from './modules/order/messages';
import { merchantOrderMessages } from './modules/order/merchant/messages';
import { merchantInvoiceMessages } from './modules/order/merchant/invoice-messages';
import { merchantAfterSalesMessages } from './modules/order/merchant/after-sales-messages';
import { consoleOrderMessages } from './modules/console/orders/messages';
import { catalogueConsoleMessages } from './modules/console/catalogue/messages';
import { paymentMessages } from './modules/payment/messages';
import { appointmentMessages } from './modules/appointment/messages';
import { contentMessages } from './modules/content/messages';
import { documentEditMessages, documentMessages } from './modules/document/messages';
import { personaliseMessages } from './modules/personalise/messages';
import { shareMessages } from './modules/share/messages';
import { storeMessages } from './modules/store/messages';
import { topicMessages } from './modules/topic/messages';
import type { Lang } from './lib/lang';
import { coreMessages, fill, type MessageParams } from './lib/messages';
import { fieldMessages } from './lib/messages-fields';

// The shop's catalogue of messages, put together here rather than in lib/, which no module's
// code may reach: lib/messages.ts holds the gateway's own words and how a text is filled in.

// Each area keeps its own messages; a key used twice would make one of them silently lost.
const tables = [
  coreMessages,
  fieldMessages,
  authMessages,
  memberMessages,
  couponCampaignMessages,
  promotionMessages,
  searchLogMessages,
  cartMessages,
  checkoutMessages,
  afterSalesMessages,
  merchantOrderMessages,
  merchantInvoiceMessages,
  merchantAfterSalesMessages,
  consoleOrderMessages,
  catalogueConsoleMessages,
  paymentMessages,
  storeMessages,
  appointmentMessages,
  personaliseMessages,
  topicMessages,
  documentMessages,
  documentEditMessages,
  contentMessages,
  shareMessages,
];
const messages = Object.assign({}, ...tables) as typeof coreMessages &
  typeof fieldMessages &
  typeof authMessages &
  typeof memberMessages &
  typeof couponCampaignMessages &
  typeof promotionMessages &
  typeof searchLogMessages &
  typeof cartMessages &
  typeof checkoutMessages &
  typeof afterSalesMessages &
  typeof merchantOrderMessages &
  typeof merchantInvoiceMessages &
  typeof merchantAfterSalesMessages &
  typeof consoleOrderMessages &
  typeof catalogueConsoleMessages &
  typeof paymentMessages &
  typeof storeMessages &
  typeof appointmentMessages &
  typeof personaliseMessages &
  typeof topicMessages &
  typeof documentMessages &
  typeof documentEditMessages &
  typeof contentMessages &
  typeof shareMessages;
const keyCount = tables.reduce<number>((sum, table) => sum + Object.keys(table).length, 0);
if (Object.keys(messages).length !== keyCount) {
  throw new Error('Two message catalogues use the same key');
}

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

export function message(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return fill(messages[key][lang], params);
}

/** Whether the message names the shop's hotline, which is then given as {hotline}. */
export function namesHotline(key: MessageKey): boolean {
  return Object.values(messages[key]).some((text: string) => text.includes('{hotline}'));
}

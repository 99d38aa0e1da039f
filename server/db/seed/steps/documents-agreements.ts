import type { Words } from '../data/types';
import { PRIVACY_POLICY } from '../data/privacy-policy';
import { TERMS_OF_SALE } from '../data/terms-of-sale';
import { OPENING_DAY, type SeedDocument } from './documents-types';

type Paragraphs = Record<keyof Words, readonly string[]>;

/** Section headings of the agreements: "一、…" in Chinese, "1. …" in English. */
const HEADING = { cn: /^[一二三四五六七八九十]+、/, en: /^\d+\. / } as const;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The agreement a shopper accepts when registering, as a page: the same words, with headings.
 * The effective date is left out, the page shows it as the document's date.
 */
export function agreementHtml(paragraphs: Paragraphs): Words {
  const html = (lang: keyof Words) =>
    paragraphs[lang]
      .slice(1)
      .map((p) => (HEADING[lang].test(p) ? `<h2>${escape(p)}</h2>` : `<p>${escape(p)}</p>`))
      .join('\n');
  return { cn: html('cn'), en: html('en') };
}

export const TERMS_DOCUMENT: SeedDocument = {
  code: 'termsOfSale',
  sort: 40,
  updated: OPENING_DAY,
  title: TERMS_OF_SALE.title,
  summary: {
    cn: '您在 MAISON 网上精品店购物适用的条款：订单、价格、支付、配送、取消、退货与退款、个性化定制及争议解决。',
    en: 'The terms that apply to your purchases in the MAISON online boutique: orders, prices, payment, delivery, cancellations, returns and refunds, personalisation and disputes.',
  },
  body: agreementHtml(TERMS_OF_SALE.paragraphs),
};

export const PRIVACY_DOCUMENT: SeedDocument = {
  code: 'privacyPolicy',
  sort: 50,
  updated: OPENING_DAY,
  title: PRIVACY_POLICY.title,
  summary: {
    cn: '我们依照《个人信息保护法》处理哪些个人信息、为何处理、如何保护，以及您享有的权利。',
    en: 'What personal information we handle under the Personal Information Protection Law, why, how we protect it and the rights you have.',
  },
  body: agreementHtml(PRIVACY_POLICY.paragraphs),
};

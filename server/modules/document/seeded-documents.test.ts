import { describe, expect, it } from 'vitest';
import { SEED_DOCUMENTS } from '../../db/seed/steps/documents';
import { sanitizeRichText } from '../../lib/rich-text';
import { plainText, summaryOf } from './documents';

const count = (html: string, tag: string) => html.split(`<${tag}>`).length - 1;
const PAGES = new Set([...SEED_DOCUMENTS.map((d) => `/otherPages/${d.code}`), '/washing']);

describe('the seeded documents', () => {
  it('are written with what a shop page may carry, so cleaning keeps every word', () => {
    for (const document of SEED_DOCUMENTS) {
      for (const lang of ['cn', 'en'] as const) {
        const body = document.body[lang];
        expect(plainText(sanitizeRichText(body)), `${document.code} ${lang}`).toBe(plainText(body));
      }
    }
  });

  it('have the same structure in both languages', () => {
    for (const { code, body } of SEED_DOCUMENTS) {
      for (const tag of ['h2', 'h3', 'li', 'tr', 'dt']) {
        expect(count(body.en, tag), `${code} <${tag}>`).toBe(count(body.cn, tag));
      }
      expect(count(body.cn, 'h2'), code).toBeGreaterThanOrEqual(5);
      expect(body.en, code).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('state the shop’s rules, and link only to pages that exist', () => {
    const text = (code: string) => {
      const found = SEED_DOCUMENTS.find((d) => d.code === code);
      return plainText(`${found?.body.cn ?? ''} ${found?.body.en ?? ''}`);
    };
    expect(text('returnPolicy')).toMatch(/签收之日起 7 日内.*within 7 days of signing for/s);
    expect(text('returnPolicy')).toMatch(/3–10 个工作日.*3–10 working days/s);
    expect(text('deliveryInsurance')).toMatch(/3 个工作日内.*within 3 working days of payment/s);
    expect(text('commonProblem')).toMatch(/7–14 天.*7–14 days/s);
    expect(text('paymentMethod')).toMatch(/2 小时内.*within 2 hours/s);
    for (const { code, body } of SEED_DOCUMENTS) {
      for (const lang of ['cn', 'en'] as const) {
        const links = [...body[lang].matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
        for (const href of links.filter((h) => h.startsWith('/'))) {
          expect(PAGES, `${code} ${lang}`).toContain(href);
        }
        if (code !== 'termsOfSale' && code !== 'privacyPolicy') {
          expect(links, `${code} ${lang}`).toContain('tel:4006061961');
        }
      }
    }
  });

  it('have summaries of a line or two', () => {
    for (const { code, summary } of SEED_DOCUMENTS) {
      expect(summary.cn.length, code).toBeLessThan(80);
      expect(summary.en.length, code).toBeLessThan(200);
    }
  });
});

describe('a document’s summary', () => {
  it('is its first paragraph as text, cut at 140 characters', () => {
    expect(summaryOf('<h2>A</h2><p>Returns &amp; <em>refunds</em></p><p>more</p>')).toBe(
      'Returns & refunds',
    );
    const long = summaryOf(`<p>${'长'.repeat(200)}</p>`);
    expect(Array.from(long)).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
    expect(summaryOf('<ul><li>only a list</li></ul>')).toBe('only a list');
  });
});

import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { DocumentEntry, ShopDocument } from '../../../contract/document';
import { ensureDocuments, SEED_DOCUMENTS } from '../../db/seed/steps/documents';
import { call, databases, type TestShop } from '../../test/harness';
import type { Db } from '../../db/database';
import { OPERATOR } from '../staff';
import { documentHandlers } from '.';
import { publishDocument } from './edit';

/** Writes one language's text as the operator's command does; the cleaned body. */
async function saveDocumentText(
  db: Db,
  text: { code: string; lang: string; title: string; html: string; updatedAt: number },
) {
  const words = { [text.lang]: { title: text.title, body: text.html } };
  const change = { code: text.code, version: null, create: true, words };
  return (await publishDocument(db, OPERATOR, change, text.updatedAt)).get(text.lang)?.body;
}

const preparedShop = oncePerShop(async (shop: TestShop) => {
  await ensureDocuments(shop.db);
  return shop;
});

const test = shopTest.extend('shop', ({ shop }) => preparedShop(shop));

const ALL_CODES = [
  'returnPolicy',
  'deliveryInsurance',
  'paymentMethod',
  'termsOfSale',
  'privacyPolicy',
  'commonProblem',
];

describe.each(databases)('documents on %s', (kind) => {
  test.override({ databaseKind: kind });

  const show = (shop: TestShop, code: string, lang: 'cn' | 'en' = 'cn') =>
    call<ShopDocument>(shop.app, 'api/kc/document/show', { query: { code }, lang });
  const list = (shop: TestShop, lang: 'cn' | 'en' = 'cn') =>
    call<{ list: DocumentEntry[] }>(shop.app, 'api/kc/document/list', { lang });
  const documentId = async (shop: TestShop, code: string) =>
    (
      await shop.db
        .selectFrom('document')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;

  test('shows each policy in both languages with the shop’s rules', async ({ shop }) => {
    const returns = await show(shop, 'returnPolicy');
    expect(returns).toMatchObject({ code: 0, data: { code: 'returnPolicy', title: '退换货政策' } });
    expect(returns.data.lang).toBe('cn');
    expect(returns.data.updated_at).toBe(Date.UTC(2026, 10, 21));
    expect(returns.data.body).toContain('7 日内');
    expect(returns.data.body).toContain('3–10 个工作日');
    expect(returns.data.body).toContain('<a href="tel:4006061961">400 606 1961</a>');

    const en = (await show(shop, 'returnPolicy', 'en')).data;
    expect(en).toMatchObject({ title: 'Returns & Refunds', lang: 'en' });
    expect(en.body).toContain('within 7 days of signing for');
    expect(en.body).toContain('3–10 working days');
    expect(en.body).not.toMatch(/[\u4e00-\u9fff]/);

    const delivery = (await show(shop, 'deliveryInsurance', 'en')).data.body;
    expect(delivery).toContain('within 3 working days of payment');
    expect(delivery).toContain('<strong>free</strong>');
    expect((await show(shop, 'deliveryInsurance')).data.body).toContain('3 个工作日内');

    const payment = (await show(shop, 'paymentMethod', 'en')).data.body;
    for (const method of ['WeChat Pay', 'Alipay', 'Account balance', 'within 2 hours']) {
      expect(payment).toContain(method);
    }

    const faq = (await show(shop, 'commonProblem', 'en')).data.body;
    for (const fact of ['7–14 days', '400 606 1961', '10:00–22:00', '<h3>']) {
      expect(faq).toContain(fact);
    }
    const terms = (await show(shop, 'termsOfSale', 'en')).data;
    expect(terms.title).toBe('Terms of Sale');
    expect(terms.body).toContain('<h2>9. Returns and refunds</h2>');
    expect(terms.body).not.toContain('Effective date');
    expect((await show(shop, 'privacyPolicy')).data.body).toContain(
      '<h2>一、我们处理的个人信息</h2>',
    );
  });

  test('lists the documents centre in the house’s order, in both languages', async ({ shop }) => {
    const cn = (await list(shop)).data.list;
    expect(cn.map((d) => d.code)).toEqual(ALL_CODES);
    expect(cn[0]).toMatchObject({ title: '退换货政策', updated_at: Date.UTC(2026, 10, 21) });
    expect(cn[0]?.summary).toContain('7 日内');
    const en = (await list(shop, 'en')).data.list;
    expect(en.map((d) => d.title)).toEqual([
      'Returns & Refunds',
      'Delivery & Insurance',
      'Payment Methods',
      'Terms of Sale',
      'Privacy Policy',
      'Frequently Asked Questions',
    ]);
    for (const entry of en) expect(entry.summary.length).toBeGreaterThan(40);
  });

  test('answers an unknown code and a malformed one in the caller’s language', async ({ shop }) => {
    expect(await show(shop, 'noSuchPage')).toEqual({
      code: 4004,
      data: null,
      msg: '该文档不存在或已下线',
    });
    expect((await show(shop, 'noSuchPage', 'en')).msg).toBe(
      'This document does not exist or is no longer available',
    );
    for (const code of ['', '1abc', '../etc', 'a b', 'x'.repeat(65)]) {
      const reply = await show(shop, code, 'en');
      expect(reply.code, code).toBe(422);
      expect(reply.msg, code).toContain('The document code is not valid');
    }
    const missing = await call(shop.app, 'api/kc/document/show', { lang: 'cn' });
    expect(missing.code).toBe(422);
    expect(missing.msg).toContain('文档代码不正确');
  });

  test('cleans a document when it is stored and again when it is served', async ({ shop }) => {
    const body = await saveDocumentText(shop.db, {
      code: 'cleanedOnStore',
      lang: 'cn',
      title: '清理',
      html: '<p onclick="steal()">文字<script>window.ran = 1</script></p><a href="javascript:alert(1)">链接</a><img src="/x.png" onerror="alert(2)">',
      updatedAt: 1,
    });
    expect(body).toBe('<p>文字</p><a>链接</a><img src="/x.png" />');

    // A row written around the cleaning (an old shop, a database tool) is still served clean.
    const { id } = await shop.db
      .insertInto('document')
      .values({ code: 'writtenRaw', listed: 0, sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await shop.db
      .insertInto('document_text')
      .values({
        document_id: id,
        lang: 'cn',
        title: '原始',
        summary: '',
        body: '<h2>标题</h2><script>alert(1)</script><p><a href="javascript:x()">a</a></p>',
        updated_at: 2,
      })
      .execute();
    const served = (await show(shop, 'writtenRaw')).data.body;
    expect(served).toBe('<h2>标题</h2><p><a>a</a></p>');
    expect((await list(shop)).data.list.map((d) => d.code)).not.toContain('writtenRaw');
  });

  test('replaces a text in place and falls back to Chinese for a missing translation', async ({
    shop,
  }) => {
    await saveDocumentText(shop.db, {
      code: 'oneOff',
      lang: 'cn',
      title: '旧标题',
      html: '<p>旧的内容</p>',
      updatedAt: 10,
    });
    await saveDocumentText(shop.db, {
      code: 'oneOff',
      lang: 'cn',
      title: '新标题',
      html: '<p>新的内容，<strong>完整</strong>。</p><p>第二段</p>',
      updatedAt: 20,
    });
    const en = await show(shop, 'oneOff', 'en');
    expect(en.data).toMatchObject({
      title: '新标题',
      summary: '新的内容，完整。',
      updated_at: 20,
      lang: 'cn',
    });
    const texts = await shop.db
      .selectFrom('document_text')
      .select('lang')
      .where('document_id', '=', await documentId(shop, 'oneOff'))
      .execute();
    expect(texts).toEqual([{ lang: 'cn' }]);
  });

  test('gives an existing shop the missing documents and leaves edited ones alone', async ({
    shop,
  }) => {
    const returns = await documentId(shop, 'returnPolicy');
    await shop.db
      .updateTable('document_text')
      .set({ title: '退货须知（修订）' })
      .where('document_id', '=', returns)
      .where('lang', '=', 'cn')
      .execute();
    const faq = await documentId(shop, 'commonProblem');
    await shop.db.deleteFrom('document_text').where('document_id', '=', faq).execute();
    await shop.db.deleteFrom('document').where('id', '=', faq).execute();

    await ensureDocuments(shop.db);
    const rows = await shop.db
      .selectFrom('document')
      .innerJoin('document_text', 'document_text.document_id', 'document.id')
      .select(['code', 'lang', 'title'])
      .where('listed', '=', 1)
      .execute();
    expect(rows).toHaveLength(SEED_DOCUMENTS.length * 2);
    expect(rows).toContainEqual({ code: 'returnPolicy', lang: 'cn', title: '退货须知（修订）' });
    expect(rows).toContainEqual({
      code: 'commonProblem',
      lang: 'en',
      title: 'Frequently Asked Questions',
    });
  });

  test('points the footer links of an older shop at the documents’ pages', async ({ shop }) => {
    const link = await shop.db
      .selectFrom('footer_link')
      .select('id')
      .where('url', '=', '/otherPages/privacyPolicy')
      .executeTakeFirstOrThrow();
    await shop.db
      .updateTable('footer_link')
      .set({ url: '/pc/otherPages/privacyPolicy' })
      .where('id', '=', link.id)
      .execute();
    await ensureDocuments(shop.db);
    const urls = (await shop.db.selectFrom('footer_link').select('url').execute()).map(
      (r) => r.url,
    );
    expect(urls).toContain('/otherPages/privacyPolicy');
    expect(urls.filter((url) => /^\/(pc|mobile)\/otherPages\//.test(url))).toEqual([]);
    for (const code of ['returnPolicy', 'deliveryInsurance', 'paymentMethod', 'commonProblem']) {
      expect(urls).toContain(`/otherPages/${code}`);
    }
  });

  test('are public calls whose replies may be cached', () => {
    for (const entry of documentHandlers) {
      expect(entry.contract.noLogin).toBe(true);
      expect(entry.cacheMs).toBeGreaterThan(0);
    }
  });
});

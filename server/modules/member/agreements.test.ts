import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agreement } from '../../../contract/member';
import { loadConfig } from '../../config';
import { ensureAgreements } from '../../db/seed/steps/agreements';
import { prepareDatabase } from '../../setup';
import { call, createTestShop, databases, quietLog, type TestShop } from '../../test/harness';

describe.each(databases)('the agreements on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop?.close());

  const get = (type: string | undefined, lang: 'cn' | 'en') =>
    call<Agreement>(shop.app, 'api/user/get-agreement', {
      query: type ? { type } : {},
      lang,
    });

  it('gives the privacy policy to anyone, in both languages, as paragraphs', async () => {
    const cn = await get(undefined, 'cn');
    expect(cn.code).toBe(0);
    expect(cn.data.type).toBe('privacy');
    expect(cn.data.title).toBe('隐私政策');
    expect(cn.data.updated_at).toBe(Date.UTC(2026, 10, 21));
    for (const words of [
      '个人信息保护法',
      '出境',
      '单独同意',
      'Cookie',
      '查阅、复制',
      '400 606 1961',
    ]) {
      expect(cn.data.content, words).toContain(words);
    }
    const en = await get('privacy', 'en');
    expect(en.data.title).toBe('Privacy Policy');
    for (const words of [
      'Personal Information Protection Law',
      'Transfer outside mainland China',
      'separate consent',
      'Cookies',
      'withdraw your consent',
    ]) {
      expect(en.data.content, words).toContain(words);
    }
    const paragraphs = en.data.content.split('\n\n');
    expect(paragraphs.length).toBeGreaterThan(20);
    expect(paragraphs.every((p) => p.trim() === p && p.length > 0 && !p.includes('\n'))).toBe(true);
  });

  it('gives the terms of sale with the shop’s delivery, returns and refund rules', async () => {
    const cn = await get('terms', 'cn');
    expect(cn.data.title).toBe('销售条款');
    for (const words of [
      '人民币',
      '3 个工作日内发货',
      '签收之日起 7 日内',
      '3–10 个工作日',
      '个性化定制',
    ]) {
      expect(cn.data.content, words).toContain(words);
    }
    const en = await get('terms', 'en');
    expect(en.data.title).toBe('Terms of Sale');
    for (const words of [
      'Renminbi',
      'within 3 working days of payment',
      'within 7 days of signing for',
      'tags',
      '3 to 10 working days',
      'Delivery is free',
      'Personalised pieces',
      '400 606 1961',
    ]) {
      expect(en.data.content, words).toContain(words);
    }
  });

  it('refuses an unknown agreement type', async () => {
    expect((await get('cookies', 'en')).code).toBe(422);
  });

  it('adds only what is missing when ensured again, keeping what is there', async () => {
    await shop.db
      .updateTable('agreement_text')
      .set({ title: 'Privacy Notice' })
      .where('lang', '=', 'en')
      .where(
        'agreement_id',
        'in',
        shop.db.selectFrom('agreement').select('id').where('slug', '=', 'privacy'),
      )
      .execute();
    const terms = await shop.db
      .selectFrom('agreement')
      .select('id')
      .where('slug', '=', 'terms')
      .executeTakeFirstOrThrow();
    await shop.db.deleteFrom('agreement_text').where('agreement_id', '=', terms.id).execute();
    await shop.db.deleteFrom('agreement').where('id', '=', terms.id).execute();

    await ensureAgreements(shop.db);
    await ensureAgreements(shop.db);
    const rows = await shop.db
      .selectFrom('agreement')
      .innerJoin('agreement_text', 'agreement_text.agreement_id', 'agreement.id')
      .select(['slug', 'lang', 'title'])
      .orderBy('slug')
      .orderBy('lang')
      .execute();
    expect(rows).toEqual([
      { slug: 'privacy', lang: 'cn', title: '隐私政策' },
      { slug: 'privacy', lang: 'en', title: 'Privacy Notice' },
      { slug: 'terms', lang: 'cn', title: '销售条款' },
      { slug: 'terms', lang: 'en', title: 'Terms of Sale' },
    ]);
  });
});

describe('starting a shop', () => {
  it('gives an existing shop the agreements it lacks', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-agreements-'));
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    try {
      const first = await prepareDatabase(config, quietLog);
      await first.db.deleteFrom('agreement_text').execute();
      await first.db.deleteFrom('agreement').execute();
      await first.close();
      const again = await prepareDatabase(config, quietLog);
      const slugs = await again.db.selectFrom('agreement').select('slug').orderBy('slug').execute();
      const texts = await again.db.selectFrom('agreement_text').select('lang').execute();
      await again.close();
      expect(slugs.map((s) => s.slug)).toEqual(['privacy', 'terms']);
      expect(texts).toHaveLength(4);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

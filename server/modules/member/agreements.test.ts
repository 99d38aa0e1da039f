import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type { Agreement } from '../../../contract/member';
import { loadConfig } from '../../config';
import { ensureAgreements } from '../../db/seed/steps/agreements';
import { prepareDatabase } from '../../setup';
import { call, databases, quietLog, type TestShop } from '../../test/harness';

describe.each(databases)('the agreements on %s', (kind) => {
  test.override({ databaseKind: kind });

  const get = (shop: TestShop, type: string | undefined, lang: 'cn' | 'en') =>
    call<Agreement>(shop.app, 'api/user/get-agreement', {
      query: type ? { type } : {},
      lang,
    });

  test('gives the privacy policy to anyone, in both languages, as paragraphs', async ({ shop }) => {
    const cn = await get(shop, undefined, 'cn');
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
    const en = await get(shop, 'privacy', 'en');
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

  test('gives the terms of sale with the shop’s delivery, returns and refund rules', async ({
    shop,
  }) => {
    const cn = await get(shop, 'terms', 'cn');
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
    const en = await get(shop, 'terms', 'en');
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

  test('refuses an unknown agreement type', async ({ shop }) => {
    expect((await get(shop, 'cookies', 'en')).code).toBe(422);
  });

  test('adds only what is missing when ensured again, keeping what is there', async ({ shop }) => {
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
  test('gives an existing shop the agreements it lacks', async () => {
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

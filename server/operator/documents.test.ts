import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../test/fixtures';
import type { ShopDocument } from '../../contract/document';
import { ensureDocuments } from '../db/seed/steps/documents';
import { FakePayment } from '../modules/order/lifecycle/lifecycle-fixtures';
import { SandboxCarrier } from '../providers/carrier';
import { call, databases, type TestShop } from '../test/harness';
import { runOperatorCommand } from './commands';

const preparedShop = oncePerShop(async (shop: TestShop) => {
  await ensureDocuments(shop.db);
  return shop;
});
const dirOf = oncePerShop(
  (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'shop-documents-')),
  (dir) => fs.rmSync(dir, { recursive: true, force: true }),
);

const test = shopTest
  .extend('shop', ({ shop }) => preparedShop(shop))
  .extend('dir', ({ shop }) => dirOf(shop));

const NOW = Date.UTC(2026, 11, 1, 2, 30);

describe.each(databases)('the operator’s document commands on %s', (kind) => {
  test.override({ databaseKind: kind });
  const run = (shop: TestShop, ...args: string[]) =>
    runOperatorCommand(
      {
        db: shop.db,
        payment: new FakePayment().methods,
        carrier: new SandboxCarrier(),
        now: NOW,
      },
      args,
    );
  const file = (shop: TestShop, name: string, html: string) => {
    const at = path.join(dirOf(shop), name);
    fs.writeFileSync(at, html);
    return at;
  };
  const show = (shop: TestShop, code: string, lang: 'cn' | 'en') =>
    call<ShopDocument>(shop.app, 'api/kc/document/show', { query: { code }, lang });

  test('lists the documents and shows one with its HTML', async ({ shop }) => {
    const list = await run(shop, 'document', 'list');
    expect(list.ok).toBe(true);
    const lines = list.text.split('\n');
    expect(lines[0]).toMatch(/^code\s+where\s+lang\s+updated\s+title$/);
    expect(lines[1]).toMatch(/^returnPolicy\s+centre\s+cn\s+2026-11-21 08:00\s+退换货政策$/);
    expect(lines).toHaveLength(1 + 12);

    const shown = await run(shop, 'document', 'show', 'deliveryInsurance', 'en');
    expect(shown.ok).toBe(true);
    expect(shown.text).toMatch(
      /^deliveryInsurance \(en\): Delivery & Insurance\nupdated 2026-11-21/,
    );
    expect(shown.text).toContain('<h2>Where we deliver</h2>');
    expect((await run(shop, 'document', 'show', 'termsOfSale')).text).toContain('销售条款');
  });

  test('creates a one-off text, cleaned, and replaces it', async ({ shop }) => {
    const dirty = file(
      shop,
      'notice.html',
      '<h2>Holiday notice</h2><p>Orders placed now ship on 2 January.</p>' +
        '<script>window.ran = true</script><img src="/media/x.webp" onerror="alert(1)">' +
        '<a href="javascript:alert(2)">more</a>',
    );
    const created = await run(
      shop,
      'document',
      'set',
      'holidayNotice',
      'en',
      dirty,
      'Holiday',
      'notice',
    );
    expect(created.ok).toBe(true);
    expect(created.text).toMatch(/^created holidayNotice \(en\): Holiday notice, \d+ characters/);
    expect(created.text).toContain('left out what may not run on a shop page');
    const served = (await show(shop, 'holidayNotice', 'en')).data;
    expect(served).toMatchObject({
      title: 'Holiday notice',
      summary: 'Orders placed now ship on 2 January.',
      updated_at: NOW,
    });
    expect(served.body).not.toMatch(/script|onerror|javascript|window\.ran/);
    expect(served.body).toContain('<img src="/media/x.webp" />');

    const replaced = await run(
      shop,
      'document',
      'set',
      'holidayNotice',
      'en',
      file(shop, 'again.html', '<p>Back on 3 January.</p>'),
    );
    expect(replaced).toMatchObject({ ok: true });
    expect(replaced.text).toMatch(/^replaced holidayNotice \(en\): Holiday notice, /);
    expect(replaced.text).not.toContain('left out');
    const again = await shop.db
      .selectFrom('document_text')
      .select(['title', 'body'])
      .where('lang', '=', 'en')
      .where(
        'document_id',
        '=',
        shop.db.selectFrom('document').select('id').where('code', '=', 'holidayNotice'),
      )
      .executeTakeFirstOrThrow();
    expect(again).toEqual({ title: 'Holiday notice', body: '<p>Back on 3 January.</p>' });
    const listed = await run(shop, 'document', 'list');
    expect(listed.text).toMatch(/holidayNotice\s+by code\s+en/);
  });

  test('says why it did nothing', async ({ shop, dir }) => {
    const page = file(shop, 'page.html', '<p>Text</p>');
    const cases: [string[], string][] = [
      [
        ['document', 'set', 'x'],
        'usage: npm run shop -- document set <code> <lang> <file.html> [title…]',
      ],
      [['document', 'set', '9lives', 'cn', page, 'T'], '"9lives" is not a document code'],
      [['document', 'set', 'newText', 'fr', page, 'T'], 'the shop has no language "fr"'],
      [['document', 'set', 'newText', 'cn', path.join(dir, 'missing.html'), 'T'], 'cannot read'],
      [['document', 'set', 'newText', 'cn', page], 'a new text needs a title'],
      [
        ['document', 'set', 'newText', 'cn', file(shop, 'empty.html', '<script>x()</script>'), 'T'],
        'has no text a shop page may show',
      ],
      [['document', 'show', 'nothing'], 'no document "nothing" in the language "cn"'],
      [['document', 'show'], 'usage: npm run shop -- document show <code> [lang]'],
    ];
    for (const [args, message] of cases) {
      const result = await run(shop, ...args);
      expect(result.ok, args.join(' ')).toBe(false);
      expect(result.text, args.join(' ')).toContain(message);
    }
    expect((await run(shop, 'document', 'drop', 'x')).text).toContain(
      'unknown command "document drop"',
    );
    expect((await run(shop, 'document', 'toString')).text).toContain(
      'unknown command "document toString"',
    );
    const made = await shop.db
      .selectFrom('document')
      .select('code')
      .where('code', '=', 'newText')
      .execute();
    expect(made).toEqual([]);
  });
});

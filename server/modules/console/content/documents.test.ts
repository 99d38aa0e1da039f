import { describe, expect } from 'vitest';
import { test as shopTest } from '../../../test/fixtures';
import type { ConsoleDocumentEntry, DocumentPreview } from '../../../../contract/console-documents';
import { databases } from '../../../test/harness';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  documentAudit,
  newWords,
  openDocument,
  shopperDocument,
  withDocuments,
} from './documents-fixtures';

// The documents in the content area: listed, opened, previewed as the shop serves them (cleaned
// as the operator's command cleans them), published and audited; bad input told in both languages.

const UNSAFE_BODY =
  '<p onclick="steal()">退货须知<script>window.ran = 1</script></p><a href="javascript:x()">链接</a>';

const test = shopTest.extend('shop', ({ shop }) => withDocuments(shop));

describe.each(databases)('the console’s documents on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('lists the documents and opens one in both languages', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const reply = await admin<ConsoleDocumentEntry[]>(shop.app, 'GET', '/content/documents', {
      cookie: staff.cookie,
    });
    expect(reply.status).toBe(200);
    const policy = reply.body.data.find((doc) => doc.code === 'returnPolicy');
    expect(policy).toMatchObject({ listed: true, titles: { cn: '退换货政策' } });
    expect(policy?.titles.en).not.toBe('');
    const opened = await openDocument(shop, staff);
    expect(opened.words.cn.body).toContain('<');
    expect(opened.words.en.title).toBe(policy?.titles.en);
  });

  test('previews the cleaned text and writes nothing', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const before = await openDocument(shop, staff);
    const words = { ...newWords('预览', 'Preview'), cn: { title: '预览', body: UNSAFE_BODY } };
    const reply = await admin<DocumentPreview>(
      shop.app,
      'POST',
      '/content/documents/returnPolicy/preview',
      { cookie: staff.cookie, body: { words } },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.left_out).toBe(true);
    expect(reply.body.data.texts.cn).toMatchObject({
      code: 'returnPolicy',
      lang: 'cn',
      title: '预览',
      body: '<p>退货须知</p><a>链接</a>',
      summary: '退货须知',
    });
    expect(reply.body.data.texts.en.body).toBe('<p>预览 Preview</p>');
    expect(await openDocument(shop, staff)).toEqual(before);
  });

  test('publishes both languages to the shop, audited before and after', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'owner');
    const before = await openDocument(shop, staff);
    const words = {
      ...newWords('新退换政策', 'New returns'),
      cn: { title: '新退换政策', body: UNSAFE_BODY },
    };
    const reply = await admin(shop.app, 'POST', '/content/documents/returnPolicy', {
      cookie: staff.cookie,
      body: { version: before.version, words },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ version: before.version + 1 });
    expect(await shopperDocument(shop, 'cn')).toMatchObject({
      title: '新退换政策',
      body: '<p>退货须知</p><a>链接</a>',
    });
    expect((await shopperDocument(shop, 'en')).title).toBe('New returns');
    const [row] = (await documentAudit(shop)).slice(-1);
    expect(row).toMatchObject({ action: 'content.document.publish', record_id: 'returnPolicy' });
    expect(row?.actor).toBe(String(staff.id));
    expect(JSON.parse(row?.before ?? '{}')).toMatchObject({ version: before.version });
    expect(JSON.parse(row?.after ?? '{}').words.en.title).toBe('New returns');
  });

  test('refuses bad input in both languages, changing nothing', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const before = await openDocument(shop, staff);
    const good = newWords('标题', 'Title');
    const cases = [
      {
        words: { ...good, en: { title: '  ', body: '<p>x</p>' } },
        status: 400,
        cn: '请填写文档的标题（English）',
        en: 'Give the document a title (English)',
      },
      {
        words: { ...good, cn: { title: '长', body: `<p>${'长'.repeat(50_001)}</p>` } },
        status: 400,
        cn: '文档正文（中文）最多 50,000 个字符',
        en: 'The document’s body (中文) may have 50,000 characters at most',
      },
      {
        words: { ...good, cn: { title: '脚本', body: '<script>alert(1)</script>' } },
        status: 400,
        cn: '文档正文（中文）没有可在商城页面显示的文字',
        en: 'The body (中文) has no text a shop page may show',
      },
    ];
    for (const path of [
      '/content/documents/returnPolicy',
      '/content/documents/returnPolicy/preview',
    ]) {
      for (const { words, status, cn, en } of cases) {
        for (const [lang, text] of [
          ['cn', cn],
          ['en', en],
        ] as const) {
          const reply = await admin(shop.app, 'POST', path, {
            cookie: staff.cookie,
            lang,
            body: path.endsWith('preview') ? { words } : { version: before.version, words },
          });
          expect(reply.status, `${path} ${text}`).toBe(status);
          expect(reply.body.msg).toContain(text);
        }
      }
    }
    for (const [method, path] of [
      ['GET', '/content/documents/noSuchThing'],
      ['POST', '/content/documents/noSuchThing/preview'],
      ['POST', '/content/documents/noSuchThing'],
    ] as const) {
      for (const [lang, text] of [
        ['cn', '没有代码为“noSuchThing”的文档'],
        ['en', 'There is no document with the code "noSuchThing"'],
      ] as const) {
        const body = path.endsWith('preview') ? { words: good } : { version: 0, words: good };
        const reply = await admin(shop.app, method, path, { cookie: staff.cookie, lang, body });
        expect(reply.status, `${method} ${path}`).toBe(404);
        expect(reply.body.msg).toBe(text);
      }
    }
    expect(await openDocument(shop, staff)).toEqual(before);
    const made = await shop.db
      .selectFrom('document')
      .select('id')
      .where('code', '=', 'noSuchThing')
      .execute();
    expect(made).toEqual([]);
  });
});

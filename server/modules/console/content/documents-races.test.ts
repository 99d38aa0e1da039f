import { describe, expect } from 'vitest';
import { test as shopTest } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runOperatorCommand } from '../../../operator/commands';
import { SandboxCarrier } from '../../../providers/carrier';
import { FakePayment } from '../../order/lifecycle/lifecycle-fixtures';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  documentAudit,
  newWords,
  openDocument,
  shopperDocument,
  withDocuments,
} from './documents-fixtures';

// Two staff publishing the same document at the same instant: one text stands, the other is told.

const test = shopTest.extend('shop', ({ shop }) => withDocuments(shop));

describe.each(databases)('two staff publishing a document at once on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('one publish is kept, the other refused with 409', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const read = await openDocument(shop, a);
    const audited = (await documentAudit(shop)).length;
    const texts = [newWords('甲的政策', 'From A'), newWords('乙的政策', 'From B')];
    const replies = await Promise.all(
      [a, b].map((staff, i) =>
        admin(shop.app, 'POST', '/content/documents/returnPolicy', {
          cookie: staff.cookie,
          body: { version: read.version, words: texts[i] },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.findIndex((r) => r.status === 200);
    const loser = replies[1 - winner];
    expect(loser?.body.code).toBe('documentChanged');
    expect(loser?.body.msg).toMatch(/^The document ".+" was just published by someone else/);
    expect((await shopperDocument(shop, 'en')).title).toBe(texts[winner]?.en.title);
    expect((await openDocument(shop, a)).version).toBe(read.version + 1);
    const audit = (await documentAudit(shop)).slice(audited);
    expect(audit.map((row) => row.action)).toEqual(['content.document.publish']);
  });

  test('the operator’s command publishing meanwhile: the console’s publish is refused', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const read = await openDocument(shop, staff);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-document-'));
    const file = path.join(dir, 'returns.html');
    fs.writeFileSync(file, '<p>由运营命令发布</p>');
    const services = {
      db: shop.db,
      payment: new FakePayment().methods,
      carrier: new SandboxCarrier(),
      now: Date.now(),
    };
    try {
      const ran = await runOperatorCommand(services, [
        'document',
        'set',
        'returnPolicy',
        'cn',
        file,
      ]);
      expect(ran.ok).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const reply = await admin(shop.app, 'POST', '/content/documents/returnPolicy', {
      cookie: staff.cookie,
      lang: 'cn',
      body: { version: read.version, words: newWords('晚到', 'Too late') },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toMatch(/^文档“.+”刚刚已被他人发布，请刷新后再操作$/);
    expect((await shopperDocument(shop, 'cn')).body).toBe('<p>由运营命令发布</p>');
    const [row] = (await documentAudit(shop)).slice(-1);
    expect(row?.actor).toBe('operator');
  });
});

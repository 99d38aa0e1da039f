import { describe, expect } from 'vitest';
import { test as shopTest } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
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
});

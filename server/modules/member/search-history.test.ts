import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import { databases, type TestShop } from '../../test/harness';
import { callAs, createMember, injectAs, type TestMember } from '../../test/members';
import { SEARCH_HISTORY_KEPT } from '../catalogue/search';

describe.each(databases)('a member’s search history on %s', (kind) => {
  test.override({ databaseKind: kind });

  const search = (
    shop: TestShop,
    member: TestMember | null,
    keyword: string,
    extra: Record<string, string> = {},
  ) =>
    injectAs(shop.app, member?.token ?? null, 'api/default/goods-list', {
      query: { keyword, ...extra },
    });
  const history = async (shop: TestShop, member: TestMember) =>
    (
      await callAs<{ list: string[] }>(
        shop.app,
        member.token,
        'api/kc/search-data/get-user-search-data',
      )
    ).data.list;
  /** Recording runs beside the reply: wait until the history shows what is expected. */
  const historyBecomes = async (shop: TestShop, member: TestMember, expected: string[]) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const list = await history(shop, member);
      if (JSON.stringify(list) === JSON.stringify(expected)) return list;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return history(shop, member);
  };

  const latestBecomes = async (shop: TestShop, member: TestMember, word: string) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await history(shop, member))[0] === word) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return (await history(shop, member))[0];
  };

  test('records a member’s keyword searches in their history only', async ({ shop, member }) => {
    const other = await createMember(shop.db);
    await search(shop, member, '  dress ');
    expect(await historyBecomes(shop, member, ['dress'])).toEqual(['dress']);
    await search(shop, member, 'silk   scarf');
    await historyBecomes(shop, member, ['silk scarf', 'dress']);
    await search(shop, member, 'DRESS');
    expect(await historyBecomes(shop, member, ['DRESS', 'silk scarf'])).toEqual([
      'DRESS',
      'silk scarf',
    ]);
    await search(shop, member, '   ');
    await search(shop, null, 'visitor words');
    await search(shop, other, 'loafer');
    expect(await historyBecomes(shop, other, ['loafer'])).toEqual(['loafer']);
    expect(await history(shop, member)).toEqual(['DRESS', 'silk scarf']);
    const words = await shop.db.selectFrom('search_log').select('word').execute();
    expect(words.map((w) => w.word)).not.toContain('visitor words');
  });

  test(`keeps the latest ${SEARCH_HISTORY_KEPT} distinct searches`, async ({ shop, member }) => {
    for (let i = 0; i < SEARCH_HISTORY_KEPT + 5; i += 1) {
      await search(shop, member, `word ${i}`);
      expect(await latestBecomes(shop, member, `word ${i}`)).toBe(`word ${i}`);
    }
    const rows = await shop.db
      .selectFrom('search_log')
      .select('word')
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(SEARCH_HISTORY_KEPT);
    expect(rows.map((r) => r.word)).not.toContain('word 4');
    expect(rows.map((r) => r.word)).toContain('word 5');
    expect((await history(shop, member))[0]).toBe(`word ${SEARCH_HISTORY_KEPT + 4}`);
  });

  const clear = (shop: TestShop, token: string | null, form: Record<string, string> = {}) =>
    callAs<null>(shop.app, token, 'api/kc/search-data/clear-user-search-data', { form });

  test('clearing forgets this member’s searches only; the next search is kept again', async ({
    shop,
    member,
  }) => {
    const other = await createMember(shop.db);
    await search(shop, member, 'dress');
    await historyBecomes(shop, member, ['dress']);
    await search(shop, member, 'scarf');
    await historyBecomes(shop, member, ['scarf', 'dress']);
    await search(shop, other, 'loafer');
    await historyBecomes(shop, other, ['loafer']);

    const cleared = await clear(shop, member.token);
    expect(cleared).toMatchObject({ code: 0, data: null, msg: '最近搜索已清除' });
    expect(await history(shop, member)).toEqual([]);
    expect(await history(shop, other)).toEqual(['loafer']);

    await search(shop, member, 'bag');
    expect(await historyBecomes(shop, member, ['bag'])).toEqual(['bag']);
  });

  test('one word can be forgotten, whatever its case', async ({ shop, member }) => {
    await search(shop, member, 'Silk  Scarf');
    await historyBecomes(shop, member, ['Silk Scarf']);
    await search(shop, member, 'coat');
    await historyBecomes(shop, member, ['coat', 'Silk Scarf']);
    expect((await clear(shop, member.token, { word: ' silk scarf ' })).code).toBe(0);
    expect(await history(shop, member)).toEqual(['coat']);
    // A word that is not there leaves the history as it is.
    expect((await clear(shop, member.token, { word: 'loafer' })).code).toBe(0);
    expect(await history(shop, member)).toEqual(['coat']);
  });

  test('a visitor is asked to sign in; bad input is refused in words', async ({ shop, member }) => {
    await search(shop, member, 'coat');
    await historyBecomes(shop, member, ['coat']);
    expect(await clear(shop, null)).toMatchObject({ code: -1, msg: '请先登录' });
    expect((await clear(shop, 'not-a-token')).code).toBe(-1);
    const tooLong = await clear(shop, member.token, { word: 'x'.repeat(51) });
    expect(tooLong.code).toBe(422);
    expect(tooLong.msg).toMatch(/word/);
    const twoLines = await clear(shop, member.token, { word: 'a\nb' });
    expect(twoLines.code).toBe(422);
    const asGet = await callAs(shop.app, member.token, 'api/kc/search-data/clear-user-search-data');
    expect(asGet.code).toBe(404);
    expect(await history(shop, member)).toEqual(['coat']);
  });

  test('two clears at once both succeed and leave nothing', async ({ shop, member }) => {
    for (const word of ['dress', 'scarf', 'coat']) {
      await search(shop, member, word);
      await latestBecomes(shop, member, word);
    }
    const replies = await Promise.all([clear(shop, member.token), clear(shop, member.token)]);
    expect(replies.map((reply) => reply.code)).toEqual([0, 0]);
    expect(await history(shop, member)).toEqual([]);
  });

  test('answers the goods list byte for byte the same to a member and a visitor', async ({
    shop,
    member,
  }) => {
    // Different unread parameters keep the two requests out of each other's cache entry.
    const asMember = await search(shop, member, 'bag', { nonce: 'member' });
    const asVisitor = await search(shop, null, 'bag', { nonce: 'visitor' });
    expect(asMember.json<{ code: number }>().code).toBe(0);
    expect(asMember.rawPayload.equals(asVisitor.rawPayload)).toBe(true);
    expect(asMember.headers['cache-control']).toBe(asVisitor.headers['cache-control']);
    expect(await historyBecomes(shop, member, ['bag'])).toEqual(['bag']);
  });
});

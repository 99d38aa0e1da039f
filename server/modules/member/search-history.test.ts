import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databases, type TestShop } from '../../test/harness';
import { callAs, createMember, injectAs, type TestMember } from '../../test/members';
import { SEARCH_HISTORY_KEPT } from '../catalogue/search';

describe.each(databases)('a member’s search history on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop?.close());

  const search = (member: TestMember | null, keyword: string, extra: Record<string, string> = {}) =>
    injectAs(shop.app, member?.token ?? null, 'api/default/goods-list', {
      query: { keyword, ...extra },
    });
  const history = async (member: TestMember) =>
    (
      await callAs<{ list: string[] }>(
        shop.app,
        member.token,
        'api/kc/search-data/get-user-search-data',
      )
    ).data.list;
  /** Recording runs beside the reply: wait until the history shows what is expected. */
  const historyBecomes = async (member: TestMember, expected: string[]) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const list = await history(member);
      if (JSON.stringify(list) === JSON.stringify(expected)) return list;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return history(member);
  };

  const latestBecomes = async (member: TestMember, word: string) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await history(member))[0] === word) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return (await history(member))[0];
  };

  it('records a member’s keyword searches in their history only', async () => {
    const member = await createMember(shop.db);
    const other = await createMember(shop.db);
    await search(member, '  dress ');
    expect(await historyBecomes(member, ['dress'])).toEqual(['dress']);
    await search(member, 'silk   scarf');
    await historyBecomes(member, ['silk scarf', 'dress']);
    await search(member, 'DRESS');
    expect(await historyBecomes(member, ['DRESS', 'silk scarf'])).toEqual(['DRESS', 'silk scarf']);
    await search(member, '   ');
    await search(null, 'visitor words');
    await search(other, 'loafer');
    expect(await historyBecomes(other, ['loafer'])).toEqual(['loafer']);
    expect(await history(member)).toEqual(['DRESS', 'silk scarf']);
    const words = await shop.db.selectFrom('search_log').select('word').execute();
    expect(words.map((w) => w.word)).not.toContain('visitor words');
  });

  it(`keeps the latest ${SEARCH_HISTORY_KEPT} distinct searches`, async () => {
    const member = await createMember(shop.db);
    for (let i = 0; i < SEARCH_HISTORY_KEPT + 5; i += 1) {
      await search(member, `word ${i}`);
      expect(await latestBecomes(member, `word ${i}`)).toBe(`word ${i}`);
    }
    const rows = await shop.db
      .selectFrom('search_log')
      .select('word')
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(SEARCH_HISTORY_KEPT);
    expect(rows.map((r) => r.word)).not.toContain('word 4');
    expect(rows.map((r) => r.word)).toContain('word 5');
    expect((await history(member))[0]).toBe(`word ${SEARCH_HISTORY_KEPT + 4}`);
  });

  it('answers the goods list byte for byte the same to a member and a visitor', async () => {
    const member = await createMember(shop.db);
    // Different unread parameters keep the two requests out of each other's cache entry.
    const asMember = await search(member, 'bag', { nonce: 'member' });
    const asVisitor = await search(null, 'bag', { nonce: 'visitor' });
    expect(asMember.json<{ code: number }>().code).toBe(0);
    expect(asMember.rawPayload.equals(asVisitor.rawPayload)).toBe(true);
    expect(asMember.headers['cache-control']).toBe(asVisitor.headers['cache-control']);
    expect(await historyBecomes(member, ['bag'])).toEqual(['bag']);
  });
});

import { describe, expect, it } from 'vitest';
import type { HomeTemplate, Popup } from '../../../contract/content';
import {
  bypassForCheck,
  emailProblem,
  newsletterProblems,
  MAINTAIN_KEY,
  markPopupSeen,
  masonryColumns,
  popupKeywordFor,
  readStoredBypass,
  rememberBypass,
  selectTemplateList,
  unseenPopups,
  waterfallColumnCount,
} from './model';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const story = (id: number, sort: number): HomeTemplate => ({
  id,
  sort,
  type: 'story',
  title: `t${id}`,
  text: '',
  button: '',
  link: '/',
  picture: { src: '/p.jpg', srcset: '', width: 4, height: 5 },
});

describe('selectTemplateList', () => {
  it('sorts the templates ascending by sort', () => {
    const list = [story(1, 30), story(2, 10), story(3, 20)];
    expect(selectTemplateList(list).map((t) => t.id)).toEqual([2, 3, 1]);
  });

  it('keeps the server order for equal sorts and does not change its input', () => {
    const list = [story(1, 5), story(2, 1), story(3, 5), story(4, 1)];
    expect(selectTemplateList(list).map((t) => t.id)).toEqual([2, 4, 1, 3]);
    expect(list.map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });

  it('handles negative sorts and an empty list', () => {
    expect(selectTemplateList([story(1, 0), story(2, -3)]).map((t) => t.id)).toEqual([2, 1]);
    expect(selectTemplateList([])).toEqual([]);
  });
});

describe('newsletterProblems', () => {
  it('names the email field’s problem, and nothing for an address that may be sent', () => {
    expect(newsletterProblems({ email: '' })).toEqual({ email: 'empty' });
    expect(newsletterProblems({ email: 'someone@example' })).toEqual({ email: 'format' });
    expect(newsletterProblems({ email: 'anna@maison.cn' })).toEqual({});
  });
});

describe('emailProblem', () => {
  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(emailProblem('anna@maison.cn')).toBeNull();
    expect(emailProblem('  first.last+news@mail.example.com ')).toBeNull();
  });

  it('reports an empty field', () => {
    expect(emailProblem('')).toBe('empty');
    expect(emailProblem('   ')).toBe('empty');
  });

  it('reports malformed or too long addresses', () => {
    for (const bad of [
      'anna',
      'anna@',
      '@maison.cn',
      'anna@maison',
      'an na@maison.cn',
      'a@b..cn',
    ]) {
      expect(emailProblem(bad)).toBe('format');
    }
    expect(emailProblem(`${'a'.repeat(115)}@ex.com`)).toBe('format');
  });
});

describe('maintenance bypass', () => {
  it('takes the pair from the address bar first', () => {
    const storage = memoryStorage({
      [MAINTAIN_KEY]: JSON.stringify({ admin_user: 'old', admin_pass: 'old' }),
    });
    expect(bypassForCheck('?admin_user=ops&admin_pass=s3cret&x=1', storage)).toEqual({
      pair: { admin_user: 'ops', admin_pass: 's3cret' },
      fromUrl: true,
    });
  });

  it('falls back to the stored pair, and to none', () => {
    const stored = { admin_user: 'ops', admin_pass: 's3cret' };
    expect(bypassForCheck('', memoryStorage({ [MAINTAIN_KEY]: JSON.stringify(stored) }))).toEqual({
      pair: stored,
      fromUrl: false,
    });
    expect(bypassForCheck('?admin_user=ops', memoryStorage())).toEqual({
      pair: null,
      fromUrl: false,
    });
  });

  it('ignores a malformed stored value', () => {
    expect(readStoredBypass(memoryStorage({ [MAINTAIN_KEY]: '{oops' }))).toBeNull();
    expect(readStoredBypass(memoryStorage({ [MAINTAIN_KEY]: '{"admin_user":1}' }))).toBeNull();
  });

  it('stores an address-bar pair only when the server answered false for it', () => {
    const pair = { admin_user: 'ops', admin_pass: 's3cret' };
    const refused = memoryStorage();
    rememberBypass({ pair, fromUrl: true }, true, refused);
    expect(refused.data.has(MAINTAIN_KEY)).toBe(false);

    const accepted = memoryStorage();
    rememberBypass({ pair, fromUrl: true }, false, accepted);
    expect(JSON.parse(accepted.data.get(MAINTAIN_KEY) ?? 'null')).toEqual(pair);
    expect(bypassForCheck('', accepted)).toEqual({ pair, fromUrl: false });
  });

  it('forgets a stored pair that no longer opens the shop, and stores nothing without a pair', () => {
    const pair = { admin_user: 'ops', admin_pass: 's3cret' };
    const storage = memoryStorage({ [MAINTAIN_KEY]: JSON.stringify(pair) });
    rememberBypass({ pair, fromUrl: false }, false, storage);
    expect(storage.data.has(MAINTAIN_KEY)).toBe(true);
    rememberBypass({ pair, fromUrl: false }, true, storage);
    expect(storage.data.has(MAINTAIN_KEY)).toBe(false);

    const empty = memoryStorage();
    rememberBypass({ pair: null, fromUrl: false }, false, empty);
    expect(empty.data.size).toBe(0);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(bypassForCheck('', broken)).toEqual({ pair: null, fromUrl: false });
    expect(() =>
      rememberBypass({ pair: { admin_user: 'a', admin_pass: 'b' }, fromUrl: true }, false, broken),
    ).not.toThrow();
  });
});

describe('activity popups', () => {
  const popup = (id: number): Popup => ({
    id,
    keyword: 'home',
    title: `p${id}`,
    body: '',
    button: '',
    link: '',
    picture: null,
  });

  it('shows each popup once per session', () => {
    const storage = memoryStorage();
    const list = [popup(1), popup(2)];
    expect(unseenPopups(list, storage).map((p) => p.id)).toEqual([1, 2]);
    markPopupSeen(1, storage);
    expect(unseenPopups(list, storage).map((p) => p.id)).toEqual([2]);
    markPopupSeen(1, storage);
    markPopupSeen(2, storage);
    expect(unseenPopups(list, storage)).toEqual([]);
    expect(JSON.parse(storage.data.get('seenPopups') ?? '[]')).toEqual([1, 2]);
  });

  it('treats an unreadable record as nothing seen', () => {
    expect(unseenPopups([popup(7)], memoryStorage({ seenPopups: 'nope' }))).toHaveLength(1);
  });

  it('uses the keyword home on the home page only', () => {
    expect(popupKeywordFor('/')).toBe('home');
    expect(popupKeywordFor('/productList')).toBeNull();
  });
});

describe('waterfall', () => {
  it('uses 2 columns on a phone, 3 or 4 on a desktop', () => {
    expect(waterfallColumnCount(390)).toBe(2);
    expect(waterfallColumnCount(769)).toBe(2);
    expect(waterfallColumnCount(1024)).toBe(3);
    expect(waterfallColumnCount(1280)).toBe(4);
  });

  it('deals each item to the shortest column', () => {
    const items = [
      { id: 1, r: 1.5 },
      { id: 2, r: 1 },
      { id: 3, r: 1 },
      { id: 4, r: 1.2 },
    ];
    const columns = masonryColumns(items, 2, (item) => item.r);
    expect(columns.map((c) => c.map((i) => i.id))).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });
});

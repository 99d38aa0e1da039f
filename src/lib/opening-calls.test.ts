// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPENING_CALLS_ELEMENT_ID, type OpeningCalls } from '../../contract/opening-calls';

// The module reads the document once: each test loads it afresh over a document of its own.
async function openingWith(calls: OpeningCalls | string) {
  document.cookie = 'lang=; max-age=0';
  const element = document.createElement('script');
  element.id = OPENING_CALLS_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = typeof calls === 'string' ? calls : JSON.stringify(calls);
  document.head.append(element);
  vi.resetModules();
  return import('./opening-calls');
}

const policy = { code: 'returnPolicy', title: '退换货政策' };
const carried: OpeningCalls = {
  lang: 'cn',
  calls: [
    {
      r: 'api/kc/document/show',
      input: { code: 'returnPolicy' },
      reply: { code: 0, data: policy, msg: 'ok' },
    },
    {
      r: 'api/kc/topic-news/list',
      input: { page: '1', page_size: '6' },
      reply: { code: 0, data: { list: [] }, msg: 'ok' },
    },
    { r: 'api/store/list', input: {}, reply: { code: 500, data: null, msg: 'error' } },
  ],
};

describe('the replies a page’s document carried', () => {
  beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(1_000));
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('answers each call once, with the input as the app writes it, then leaves it to the server', async () => {
    const { takeOpeningReply } = await openingWith(carried);
    expect(takeOpeningReply('api/kc/document/show', { code: 'returnPolicy' })).toEqual({
      data: policy,
    });
    expect(takeOpeningReply('api/kc/document/show', { code: 'returnPolicy' })).toBeUndefined();
    // Numbers, absent fields and empty lists read as the address would carry them.
    const input = { page_size: 6, group_id: undefined, page: 1, series: [] };
    expect(takeOpeningReply('api/kc/topic-news/list', input)).toEqual({ data: { list: [] } });
  });

  it('answers no other call or input, nor a call that failed', async () => {
    const { takeOpeningReply } = await openingWith(carried);
    expect(takeOpeningReply('api/kc/document/show', { code: 'termsOfSale' })).toBeUndefined();
    expect(takeOpeningReply('api/kc/topic-news/list', { page: 2, page_size: 6 })).toBeUndefined();
    expect(takeOpeningReply('api/kc/topic-news/list', { page: 1, series: ['x'] })).toBeUndefined();
    expect(takeOpeningReply('api/store/list', {})).toBeUndefined();
  });

  it('answers a member’s own call only with the reply carried as theirs, and a public call never with it', async () => {
    const center = { display_name: '林女士', points: 120 };
    const { takeOpeningReply } = await openingWith({
      lang: 'cn',
      calls: [
        ...carried.calls,
        {
          r: 'api/user/user-center',
          input: {},
          member: true,
          reply: { code: 0, data: center, msg: 'ok' },
        },
      ],
    });
    expect(takeOpeningReply('api/user/user-center', {})).toBeUndefined();
    expect(
      takeOpeningReply('api/kc/document/show', { code: 'returnPolicy' }, true),
    ).toBeUndefined();
    expect(takeOpeningReply('api/user/user-center', {}, true)).toEqual({ data: center });
    expect(takeOpeningReply('api/user/user-center', {}, true)).toBeUndefined();
    expect(takeOpeningReply('api/kc/document/show', { code: 'returnPolicy' })).toEqual({
      data: policy,
    });
  });

  it('ignores a document in another language than the shopper’s', async () => {
    const { takeOpeningReply } = await openingWith({ ...carried, lang: 'en' });
    expect(takeOpeningReply('api/kc/document/show', { code: 'returnPolicy' })).toBeUndefined();
  });

  it('ignores a damaged element', async () => {
    const { takeOpeningReply } = await openingWith('{"lang":"cn","calls":[{"r":');
    expect(takeOpeningReply('api/kc/document/show', { code: 'returnPolicy' })).toBeUndefined();
  });

  it('answers nothing once the page has long opened', async () => {
    const { takeOpeningReply } = await openingWith(carried);
    vi.spyOn(performance, 'now').mockReturnValue(31_000);
    expect(takeOpeningReply('api/kc/document/show', { code: 'returnPolicy' })).toBeUndefined();
  });
});

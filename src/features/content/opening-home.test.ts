// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeTemplate } from '../../../contract/content';
import type { MenuItem } from '../../../contract/content';
import { OPENING_FRAME_ELEMENT_ID, OPENING_HOME_ELEMENT_ID } from '../../../contract/opening-home';
import { homeTemplateQueryOptions, menusQueryOptions, publishStatusQueryOptions } from './api';
import { takeOpeningFrame, takeOpeningHome } from './opening-home';

const list: HomeTemplate[] = [
  { id: 7, type: 'waterfall', title: 'Gifts', items: [] } as unknown as HomeTemplate,
];

function openingDocument(text: string, id = OPENING_HOME_ELEMENT_ID) {
  const element = document.createElement('script');
  element.id = id;
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}

describe('takeOpeningHome', () => {
  afterEach(() => document.getElementById(OPENING_HOME_ELEMENT_ID)?.remove());

  it('stores the templates of the opening document as the home query, once', () => {
    openingDocument(JSON.stringify({ lang: 'cn', reply: { list } }));
    const queryClient = new QueryClient();
    takeOpeningHome(queryClient, 'cn');
    expect(queryClient.getQueryData(homeTemplateQueryOptions('cn').queryKey)).toEqual({ list });
    expect(document.getElementById(OPENING_HOME_ELEMENT_ID)).toBeNull();
  });

  it('ignores templates in another language than the shopper’s', () => {
    openingDocument(JSON.stringify({ lang: 'cn', reply: { list } }));
    const queryClient = new QueryClient();
    takeOpeningHome(queryClient, 'en');
    expect(queryClient.getQueryData(homeTemplateQueryOptions('en').queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(homeTemplateQueryOptions('cn').queryKey)).toBeUndefined();
  });

  it('ignores a damaged element and a document without one', () => {
    const queryClient = new QueryClient();
    takeOpeningHome(queryClient, 'cn');
    openingDocument('{"lang":"cn","reply":{"list":[');
    takeOpeningHome(queryClient, 'cn');
    openingDocument(JSON.stringify({ lang: 'cn', reply: { list: 'none' } }));
    takeOpeningHome(queryClient, 'cn');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('takeOpeningFrame', () => {
  const menus: MenuItem[] = [
    { id: 3, name: '女士', link: '/productList?category_id=1', picture: null, children: [] },
  ];
  const frame = (lang: string, maintenance: unknown = true) =>
    openingDocument(
      JSON.stringify({ lang, menus: { list: menus }, maintenance }),
      OPENING_FRAME_ELEMENT_ID,
    );
  afterEach(() => document.getElementById(OPENING_FRAME_ELEMENT_ID)?.remove());

  it('stores the menus and the maintenance status as their queries, once', () => {
    frame('cn');
    const queryClient = new QueryClient();
    takeOpeningFrame(queryClient, 'cn', null);
    expect(queryClient.getQueryData(menusQueryOptions('cn').queryKey)).toEqual({ list: menus });
    expect(queryClient.getQueryData(publishStatusQueryOptions(null).queryKey)).toBe(true);
    expect(document.getElementById(OPENING_FRAME_ELEMENT_ID)).toBeNull();
  });

  it('leaves the status to the server for staff checking the shop with the maintenance pair', () => {
    frame('cn');
    const queryClient = new QueryClient();
    const pair = { admin_user: 'staff', admin_pass: 'secret' };
    takeOpeningFrame(queryClient, 'cn', pair);
    expect(queryClient.getQueryData(menusQueryOptions('cn').queryKey)).toEqual({ list: menus });
    expect(queryClient.getQueryData(publishStatusQueryOptions(pair).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(publishStatusQueryOptions(null).queryKey)).toBeUndefined();
  });

  it('ignores a frame in another language, or without a status', () => {
    const queryClient = new QueryClient();
    frame('en');
    takeOpeningFrame(queryClient, 'cn', null);
    frame('cn', 'maybe');
    takeOpeningFrame(queryClient, 'cn', null);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

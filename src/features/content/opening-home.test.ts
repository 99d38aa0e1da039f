// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeTemplate } from '../../../contract/content';
import { OPENING_HOME_ELEMENT_ID } from '../../../contract/opening-home';
import { homeTemplateQueryOptions } from './api';
import { takeOpeningHome } from './opening-home';

const list: HomeTemplate[] = [
  { id: 7, type: 'waterfall', title: 'Gifts', items: [] } as unknown as HomeTemplate,
];

function openingDocument(text: string) {
  const element = document.createElement('script');
  element.id = OPENING_HOME_ELEMENT_ID;
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

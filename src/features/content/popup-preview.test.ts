// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { popupPreviewKey } from '../../../contract/console-content';
import type { Popup } from '../../../contract/content';
import { popupsQueryOptions, previewingPopup } from './api';

const popup: Popup = {
  id: 0,
  keyword: 'home',
  title: '春日礼遇',
  body: '',
  button: '',
  link: '/productList',
  picture: null,
};

describe("the console's preview of a popup", () => {
  afterEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('shows the popup the console left in the tab, and asks the shop for none', async () => {
    history.replaceState(null, '', '/?preview=popup');
    sessionStorage.setItem(popupPreviewKey('cn'), JSON.stringify(popup));
    expect(previewingPopup()).toBe(true);
    const options = popupsQueryOptions('home', 'cn');
    expect(options.queryKey).toEqual(['content', 'popup-preview', 'home', 'cn']);
    const client = new QueryClient();
    expect(await client.fetchQuery(options)).toEqual({ list: [popup] });
    // Another page's popups are not this one.
    expect(await client.fetchQuery(popupsQueryOptions('cart', 'cn'))).toEqual({ list: [] });
  });

  it('is not a preview without its address, whatever the tab holds', () => {
    sessionStorage.setItem(popupPreviewKey('en'), JSON.stringify(popup));
    expect(previewingPopup()).toBe(false);
    expect(popupsQueryOptions('home', 'en').queryKey).toEqual(['content', 'popups', 'home', 'en']);
  });
});

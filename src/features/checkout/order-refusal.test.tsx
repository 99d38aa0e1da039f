import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, CODE_LOGIN_NEEDED, NetworkError } from '../../lib/api-client';
import { messages } from '../../locales/en/checkout.po';
import { useRefusal } from '../../ui/forms/outcome';
import { amountChanged, CODE_AMOUNT_CHANGED, ORDER_REFUSAL } from './order-refusal';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));

/** What the order page says when its submission failed so (null: nothing, the sign-in opens). */
function wordsOf(error: unknown): string | null {
  let words: string | null = null;
  function Page() {
    words = useRefusal(ORDER_REFUSAL).of(error)?.message ?? null;
    return null;
  }
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Page />
    </I18nProvider>,
  );
  return words;
}

const SUBMIT = 'api/order/submit';

describe('a submission that failed', () => {
  it("was refused by the shop, in the shop's words", () => {
    expect(wordsOf(new ApiError(1, 'Only 2 left', SUBMIT))).toBe('Only 2 left');
  });

  it('was not sent from a device offline', () => {
    expect(wordsOf(new NetworkError('offline', SUBMIT, true))).toBe(
      'You are offline; your order was not sent.',
    );
  });

  it('may have been placed when no answer came (a dropped connection or a gateway error)', () => {
    const again = 'No answer came about your order. Submit it again: it will not be placed twice.';
    expect(wordsOf(new NetworkError('Network Error', SUBMIT))).toBe(again);
    expect(wordsOf(new NetworkError('Request failed with status code 502', SUBMIT))).toBe(again);
    expect(wordsOf(new ApiError(1, '', SUBMIT))).toBe(again);
  });

  it('changed its amount: the shop says so, in its words or the page’s', () => {
    const changed = new ApiError(CODE_AMOUNT_CHANGED, '', SUBMIT);
    expect(amountChanged(changed)).toBe(true);
    expect(wordsOf(changed)).toBe('The amounts of your order have changed.');
    expect(wordsOf(new ApiError(CODE_AMOUNT_CHANGED, 'Now ¥1,280', SUBMIT))).toBe('Now ¥1,280');
    expect(amountChanged(new ApiError(1, 'Only 2 left', SUBMIT))).toBe(false);
  });

  it('says nothing for a -1: the sign-in opens', () => {
    expect(wordsOf(new ApiError(CODE_LOGIN_NEEDED, 'Please sign in', SUBMIT))).toBeNull();
  });
});

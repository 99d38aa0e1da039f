import { i18n, type MessageDescriptor } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, CODE_LOGIN_NEEDED, NetworkError } from '../../lib/api-client';
import { messages } from '../../locales/en/screens.po';
import { useRefusal, type RefusalOptions } from './outcome';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));

/** What a form with these options says for this error (null: nothing). */
function wordsOf(error: unknown, options?: RefusalOptions): string | null {
  let words: string | null = null;
  function Form() {
    words = useRefusal(options).of(error)?.message ?? null;
    return null;
  }
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Form />
    </I18nProvider>,
  );
  return words;
}

/** A form's own words (the forms' words come from the catalogues, these from the test). */
const says = (words: string): MessageDescriptor => ({ id: words, message: words });
const refusal = (code: number, message = '') => new ApiError(code, message, 'api/order/submit');
const dropped = new NetworkError('Network Error', 'api/order/submit');
const offline = new NetworkError('offline', 'api/order/submit', true);
const PLAIN = 'This could not be saved. Check your connection and try again.';

describe('the words of a refusal', () => {
  it("are the server's own when it refused with words, whatever the form's", () => {
    expect(wordsOf(refusal(7, 'Only 2 left'))).toBe('Only 2 left');
    const options = { refused: says('Not subscribed'), codes: { 7: says('Seven') } };
    expect(wordsOf(refusal(7, 'Only 2 left'), options)).toBe('Only 2 left');
  });

  it('are plain when the shop did not answer or said nothing, unless the form words it', () => {
    expect(wordsOf(dropped)).toBe(PLAIN);
    expect(wordsOf(offline)).toBe(PLAIN);
    expect(wordsOf(refusal(7))).toBe(PLAIN);
    const unanswered = says('No answer came');
    expect(wordsOf(dropped, { unanswered })).toBe('No answer came');
    expect(wordsOf(refusal(7), { unanswered })).toBe('No answer came');
  });

  it("are none for a -1, when the sign-in opens, and the server's when it does not", () => {
    expect(wordsOf(refusal(CODE_LOGIN_NEEDED, 'Please sign in'))).toBeNull();
    expect(wordsOf(refusal(CODE_LOGIN_NEEDED, 'Please sign in'), { sayLoginNeeded: true })).toBe(
      'Please sign in',
    );
  });
});

describe("a form's own words", () => {
  it('for a refusal without words, only there', () => {
    const options = { refused: says('Not subscribed'), unanswered: says('Not sent') };
    expect(wordsOf(refusal(7), options)).toBe('Not subscribed');
    expect(wordsOf(refusal(CODE_LOGIN_NEEDED), { ...options, sayLoginNeeded: true })).toBe(
      'Not subscribed',
    );
    expect(wordsOf(dropped, options)).toBe('Not sent');
  });

  it('for particular codes without words, before those for any refusal', () => {
    const options = { codes: { 409: says('The amounts changed') }, refused: says('Refused') };
    expect(wordsOf(refusal(409), options)).toBe('The amounts changed');
    expect(wordsOf(refusal(409, 'Now ¥120'), options)).toBe('Now ¥120');
    expect(wordsOf(refusal(410), options)).toBe('Refused');
    expect(wordsOf(refusal(410), { codes: options.codes })).toBe(PLAIN);
  });

  it('for a call not tried offline, only then', () => {
    const options = { offline: says('You are offline'), unanswered: says('No answer came') };
    expect(wordsOf(offline, options)).toBe('You are offline');
    expect(wordsOf(dropped, options)).toBe('No answer came');
    expect(wordsOf(refusal(7), options)).toBe('No answer came');
  });
});

// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../locales/en/checkout.po';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { LoadFailed } from './Parts';

// A pay page whose data did not come: a call the network dropped is asked again from the page,
// where the shop's own refusal keeps its title and words.

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  i18n.loadAndActivate({ locale: 'en', messages });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function show(error: unknown, onRetry: () => void) {
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <LoadFailed
          error={error}
          refusedTitle="This payment could not be found"
          onRetry={onRetry}
        />
      </I18nProvider>,
    ),
  );
}

const tryAgain = () =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === 'Try again');

describe('a pay page that could not load', () => {
  it('says the shop could not be reached and asks again when the network dropped the call', () => {
    const onRetry = vi.fn();
    show(new NetworkError('Network Error', 'api/order/pay-data'), onRetry);
    expect(container.querySelector('h1')?.textContent).toBe('The shop could not be reached');
    expect(container.textContent).toContain('Check your connection and try again.');
    act(() => tryAgain()?.click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("keeps the page's title and the shop's words for a refusal, with nothing to ask again", () => {
    show(new ApiError(1, 'This order is not yours', 'api/order/pay-data'), vi.fn());
    expect(container.querySelector('h1')?.textContent).toBe('This payment could not be found');
    expect(container.textContent).toContain('This order is not yours');
    expect(tryAgain()).toBeUndefined();
  });
});

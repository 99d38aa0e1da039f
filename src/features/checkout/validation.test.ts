import { describe, expect, it } from 'vitest';
import { checkoutProblems } from './validation';

describe('the order page’s checks', () => {
  it('asks for a delivery address and the cross-border consent', () => {
    expect(checkoutProblems({ addressId: null, consent: false }, false)).toEqual({
      addressId: 'noAddress',
      consent: 'noConsent',
    });
    expect(checkoutProblems({ addressId: null, consent: false }, true)).toEqual({
      consent: 'noConsent',
    });
    expect(checkoutProblems({ addressId: 4, consent: true }, false)).toEqual({});
    expect(checkoutProblems({ addressId: null, consent: true }, true)).toEqual({});
  });
});

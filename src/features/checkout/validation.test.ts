import { describe, expect, it } from 'vitest';
import { checkoutProblems } from './validation';

describe('the order page’s checks', () => {
  it('asks for a delivery address and the cross-border consent, and nothing of the remark', () => {
    expect(checkoutProblems({ hasAddress: false, consent: false, remark: '' })).toEqual({
      hasAddress: 'noAddress',
      consent: 'noConsent',
    });
    expect(checkoutProblems({ hasAddress: true, consent: false, remark: 'x' })).toEqual({
      consent: 'noConsent',
    });
    expect(checkoutProblems({ hasAddress: true, consent: true, remark: '' })).toEqual({});
  });
});

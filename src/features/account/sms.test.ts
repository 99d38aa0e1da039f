import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { throttleSeconds } from './sms';

describe('a throttled "send code" reply', () => {
  it('gives the wait the server asks for (data.wait_seconds)', () => {
    const error = new ApiError(429, '请42秒后再试', 'api/kc/crm-msg/send-msg-by-code', {
      wait_seconds: 42,
    });
    expect(throttleSeconds(error)).toBe(42);
  });

  it('is not a wait for any other refusal or for a reply without a usable figure', () => {
    const r = 'api/kc/crm-msg/send-msg-by-code';
    expect(throttleSeconds(new ApiError(422, 'wrong graphic code', r))).toBeNull();
    expect(throttleSeconds(new ApiError(429, 'busy', r, null))).toBeNull();
    expect(throttleSeconds(new ApiError(429, 'busy', r, { wait_seconds: 'soon' }))).toBeNull();
    expect(throttleSeconds(new Error('network'))).toBeNull();
  });
});

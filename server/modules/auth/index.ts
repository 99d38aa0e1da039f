import type { Handler } from '../../gateway';

/** Signing in, registering, recovering and WeChat (contract/account.ts). */
export const authHandlers: Handler[] = [];

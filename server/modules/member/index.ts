import type { Handler } from '../../gateway';

/** The member area (contract/member.ts). */
export const memberHandlers: Handler[] = [];

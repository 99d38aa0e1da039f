import { type Handler } from '../../../gateway';

/** The order preview and submission (contract/order.ts). */
export const checkoutHandlers: Handler[] = [];

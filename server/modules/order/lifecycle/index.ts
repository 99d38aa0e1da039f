import { type Handler } from '../../../gateway';

/** Orders after submission: list, detail, cancel, confirm, after-sales, invoices (contract/order.ts). */
export const orderHandlers: Handler[] = [];

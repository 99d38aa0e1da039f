import type {
  CancelStatus,
  OrderDetail,
  OrderLineView,
  OrderSummary,
  OrderTab,
  RefundType,
} from '../../../contract/order';
import { ORDER_LIST_TABS, type OrderListTab } from '../../lib/member-routes';

export interface TimeLeft {
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left before `deadline`, in whole seconds; null once it has passed. */
export function timeLeft(deadline: number, now: number): TimeLeft | null {
  const total = Math.ceil((deadline - now) / 1000);
  if (total <= 0) return null;
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A countdown as a clock: 1:05:09, or 05:09 under an hour. */
export function clockOf(left: TimeLeft): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const rest = `${two(left.minutes)}:${two(left.seconds)}`;
  return left.hours > 0 ? `${left.hours}:${rest}` : rest;
}

/**
 * The after-sales kinds an order can ask for now (docs/order-states.md): a refund only once it
 * has shipped; a return and refund once signed for, within the return window.
 */
export function refundTypesOf(
  order: Pick<OrderDetail, 'status' | 'return_deadline'>,
  now: number,
): RefundType[] {
  if (order.status !== 'shipped' && order.status !== 'completed') return [];
  const canReturn =
    order.status === 'completed' && order.return_deadline !== null && now <= order.return_deadline;
  return canReturn ? ['refund', 'return'] : ['refund'];
}

export interface OrderTabCount {
  tab: OrderListTab;
  count: number;
}

/**
 * An order as a last-seen copy shows it offline: read-only, so none of its actions is offered
 * (each needs the network, and the copy may no longer be the order's state).
 */
export function withoutActions<T extends Pick<OrderSummary, 'actions'>>(order: T): T {
  return {
    ...order,
    actions: {
      pay: false,
      cancel: false,
      confirm: false,
      track: false,
      after_sale: false,
      invoice: false,
    },
  };
}

/** Spec §4's tabs with their counts (0 while unknown). */
export function orderTabs(counts: Partial<Record<OrderTab, number>> | undefined): OrderTabCount[] {
  return ORDER_LIST_TABS.map((tab) => ({ tab, count: counts?.[tab] ?? 0 }));
}

export type PersonalisationPart =
  'letters' | 'position' | 'letterColour' | 'numberColour' | 'pendants' | 'innerArea';

/** A line's personalisation, as the parts that were chosen (spec §3 "Cart line"). */
export function personalisationOf(
  line: OrderLineView,
): { part: PersonalisationPart; value: string }[] {
  const parts: { part: PersonalisationPart; value: string }[] = [
    { part: 'letters', value: line.custom_letters },
    { part: 'position', value: line.custom_position },
    { part: 'letterColour', value: line.letter_color },
    { part: 'numberColour', value: line.number_color },
    { part: 'pendants', value: line.pendants.filter(Boolean).join(', ') },
    { part: 'innerArea', value: line.inner_area },
  ];
  return parts.filter(({ value }) => value.trim() !== '');
}

/** How many lines a card shows before "and N more". */
export const CARD_LINES = 3;

export function pageCountOf(pagination: { page_count: number } | undefined): number {
  return pagination ? Math.max(1, pagination.page_count) : 1;
}

/**
 * What the order's amount is to the shopper: still to pay, paid, or never paid (an order
 * cancelled, by the shopper or for want of payment, before it was paid).
 */
export type AmountKind = 'toPay' | 'paid' | 'notPaid';

export function amountKindOf(order: Pick<OrderSummary, 'status' | 'paid_at'>): AmountKind {
  if (order.status === 'unpaid') return 'toPay';
  return order.paid_at === null ? 'notPaid' : 'paid';
}

/**
 * The cancellation's badge: while it is processed, and once refused for as long as the order
 * still waits to be shipped; a refusal is history once the order has moved on.
 */
export function cancelBadgeOf(
  order: Pick<OrderSummary, 'status' | 'cancel_status'>,
): CancelStatus | null {
  if (order.cancel_status === 'rejected' && order.status !== 'paid') return null;
  return order.cancel_status;
}

import type { MessageParams } from '../../../lib/messages';
import type { MessageKey } from '../../../messages';

/** Why a refusal happened: what was asked for is missing, malformed, or the order's state forbids it. */
export type RefusalKind = 'not_found' | 'invalid' | 'conflict' | 'unavailable';

/**
 * A merchant's action on an order that was refused and changed nothing: the console shows its
 * message in the staff member's language, the operator's command in English.
 */
export class OrderRefusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'OrderRefusal';
  }
}

/** Fen as a refusal writes money: ¥1,234.50. */
export function yuanText(fen: number): string {
  const whole = Math.floor(Math.abs(fen) / 100).toLocaleString('en-US');
  const cents = String(Math.abs(fen) % 100).padStart(2, '0');
  return `${fen < 0 ? '-' : ''}¥${whole}.${cents}`;
}

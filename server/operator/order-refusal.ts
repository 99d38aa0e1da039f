import { OrderRefusal } from '../modules/order';
import { message, type MessageKey } from '../messages';
import { OperatorError } from './format';

/** What the operator is told besides the shop's words: which command to run next. */
const NEXT_STEP: Partial<Record<MessageKey, string>> = {
  shipCancellationPending: ' (order cancel-agree or order cancel-refuse)',
  cancelRefundFailed: ': run the command again to retry',
  afterSalesPayoutFailed: ': run the command again to retry',
};

/** The merchant's action on an order, its refusal told in the operator's words (English). */
export async function asOperator<T>(action: Promise<T>): Promise<T> {
  try {
    return await action;
  } catch (error) {
    if (!(error instanceof OrderRefusal)) throw error;
    const text = message('en', error.key, error.params);
    const lowered = text.charAt(0).toLowerCase() + text.slice(1);
    throw new OperatorError(`${lowered}${NEXT_STEP[error.key] ?? ''}`);
  }
}

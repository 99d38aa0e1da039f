import type { MessageParams } from './lib/messages';
import type { MessageKey } from './messages';

/** A refusal the shopper should read: a non-zero code and a message in their language. */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** Sent as the reply's data, for refusals the page acts on (a wait before resending). */
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'BusinessError';
  }
}

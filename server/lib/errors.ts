import type { MessageKey } from './messages';

/** A refusal the shopper should read: a non-zero code and a message in their language. */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'BusinessError';
  }
}

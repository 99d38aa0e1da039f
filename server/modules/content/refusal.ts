import type { MessageParams } from '../../lib/messages';
import type { MessageKey } from '../../messages';

export type ContentRefusalKind = 'not_found' | 'invalid' | 'conflict';

/** A change of the shop's content that was refused and changed nothing. */
export class ContentRefusal extends Error {
  constructor(
    readonly kind: ContentRefusalKind,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'ContentRefusal';
  }
}

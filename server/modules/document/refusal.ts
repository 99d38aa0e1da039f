import type { MessageParams } from '../../lib/messages';
import type { MessageKey } from '../../messages';

export type DocumentRefusalKind = 'not_found' | 'invalid' | 'conflict';

/** A change of a document that was refused and changed nothing. */
export class DocumentRefusal extends Error {
  constructor(
    readonly kind: DocumentRefusalKind,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'DocumentRefusal';
  }
}

import type { MessageParams } from '../../lib/messages';
import type { MessageKey } from '../../messages';

export type TopicRefusalKind = 'not_found' | 'invalid' | 'conflict';

/** A change of a campaign or an article that was refused and changed nothing. */
export class TopicRefusal extends Error {
  constructor(
    readonly kind: TopicRefusalKind,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'TopicRefusal';
  }
}

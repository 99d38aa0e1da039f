import type { Lang } from '../../lib/lang';
import type { MessageParams } from '../../lib/messages';
import type { MessageKey } from '../../messages';

/** A message's values; one given in both languages is read in the staff member's. */
export type ContentRefusalParams = Record<string, MessageParams[string] | Record<Lang, string>>;

export type ContentRefusalKind = 'not_found' | 'invalid' | 'conflict';

/** A change of the shop's content that was refused and changed nothing. */
export class ContentRefusal extends Error {
  constructor(
    readonly kind: ContentRefusalKind,
    readonly key: MessageKey,
    readonly params: ContentRefusalParams = {},
  ) {
    super(key);
    this.name = 'ContentRefusal';
  }
}

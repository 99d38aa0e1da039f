import type { MessageParams } from '../../../lib/messages';
import type { catalogueConsoleMessages } from './messages';

export type CatalogueRefusalKind = 'not_found' | 'invalid' | 'conflict';

/** What the catalogue area refuses, and why, in the words of its messages. */
export class CatalogueRefusal extends Error {
  constructor(
    readonly kind: CatalogueRefusalKind,
    readonly key: keyof typeof catalogueConsoleMessages,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'CatalogueRefusal';
  }
}

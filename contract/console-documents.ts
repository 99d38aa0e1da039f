// The console's documents (/admin/api/content/documents…): the shop's policies and help texts,
// edited in both languages, previewed as the shop shows them, and published.

import type { ContentLang } from './console-content';
import type { ShopDocument } from './document';

export const DOCUMENT_TITLE_MAX = 120;
/** Characters of HTML, before it is cleaned. */
export const DOCUMENT_BODY_MAX = 50_000;

/** A document's words in one language: its title and its body (HTML). */
export interface DocumentWords {
  title: string;
  body: string;
}

export interface ConsoleDocumentEntry {
  code: string;
  /** Shown in the shop's documents centre (else reached by its code only). */
  listed: boolean;
  version: number;
  titles: Record<ContentLang, string>;
  /** Epoch ms: the latest change of either language. */
  updated_at: number;
}

export interface ConsoleDocument extends ConsoleDocumentEntry {
  words: Record<ContentLang, DocumentWords>;
}

export interface DocumentPreviewBody {
  words: Record<ContentLang, DocumentWords>;
}

/** Publishing the words over the version they were read at. */
export interface DocumentPublishBody extends DocumentPreviewBody {
  version: number;
}

/** The texts as a shopper would be served them, cleaned; whether the cleaning left some out. */
export interface DocumentPreview {
  texts: Record<ContentLang, ShopDocument>;
  left_out: boolean;
}

/** The shop's document page opened in this mode shows the text the console left for it. */
export const DOCUMENT_PREVIEW_SEARCH = 'preview=document';

/** Where the console leaves a previewed text for the shop's page (the tab's session storage). */
export const documentPreviewKey = (code: string, lang: string) =>
  `document-preview:${code}:${lang}`;

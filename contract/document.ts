import { z } from 'zod';
import { defineCall } from './call';

// The house's documents: policies, help and one-off texts (spec §2 /otherPages/*). Public, the
// same for every visitor of a language, and cacheable. Bodies are cleaned HTML.

/** A document's code: a letter, then letters, digits, "-" or "_" (64 at most). */
export const DOCUMENT_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export interface DocumentEntry {
  code: string;
  title: string;
  /** A sentence or two saying what the document is about. */
  summary: string;
  /** Epoch milliseconds: when this text last changed. */
  updated_at: number;
}

export interface ShopDocument extends DocumentEntry {
  /** Cleaned HTML: headings from h2, paragraphs, lists, tables and links. */
  body: string;
  /** The language of the text: the request's, or Chinese when it has no translation yet. */
  lang: string;
}

/** One document by its code, in the request's language (else in Chinese). */
export const documentShow = defineCall<ShopDocument>()({
  r: 'api/kc/document/show',
  method: 'GET',
  input: z.object({
    code: z
      .string({ error: 'documentCodeInvalid' })
      .trim()
      .regex(DOCUMENT_CODE_PATTERN, { error: 'documentCodeInvalid' }),
  }),
});

/** The documents of the documents centre, in the house's order. */
export const documentList = defineCall<{ list: DocumentEntry[] }>()({
  r: 'api/kc/document/list',
  method: 'GET',
  input: z.object({}),
});

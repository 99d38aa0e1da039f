import type { Generated } from 'kysely';
import type { Id } from './schema';

// The tables of migration documents (see server/db/migrations).

export interface DocumentTable {
  id: Id;
  code: string;
  listed: number;
  sort: number;
  /** Raised by each publish. */
  version: Generated<number>;
}

export interface DocumentTextTable {
  document_id: number;
  lang: string;
  title: string;
  summary: string;
  body: string;
  /** Epoch milliseconds. */
  updated_at: number;
}

export interface DocumentTables {
  document: DocumentTable;
  document_text: DocumentTextTable;
}

/** The search of the documents' route: richText names its document by code. */
export interface DocumentSearch {
  code?: string;
}

const CODE = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** Keeps a well-formed document code and drops anything else. */
export function validateDocumentSearch(search: Record<string, unknown>): DocumentSearch {
  const code = search.code;
  return { code: typeof code === 'string' && CODE.test(code) ? code : undefined };
}

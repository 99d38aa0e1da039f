/** The audit log's filters and page, as the address keeps them. */
export interface AuditSearch {
  actor?: string;
  action?: string;
  record_type?: string;
  record_id?: string;
  from?: number;
  to?: number;
  page?: number;
}

const TEXT_FIELDS = ['actor', 'action', 'record_type', 'record_id'] as const;
const NUMBER_FIELDS = ['from', 'to', 'page'] as const;

/** What of the address's search is a filter; anything else, or malformed, is left out. */
export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const result: AuditSearch = {};
  for (const field of TEXT_FIELDS) {
    const value = search[field];
    if (typeof value === 'string' && value.trim() && value.length <= 64) {
      result[field] = value.trim();
    } else if (typeof value === 'number' && Number.isSafeInteger(value)) {
      result[field] = String(value);
    }
  }
  for (const field of NUMBER_FIELDS) {
    const value = Number(search[field]);
    if (search[field] !== undefined && Number.isSafeInteger(value) && value >= 0) {
      result[field] = value;
    }
  }
  if (result.page === 0) delete result.page;
  return result;
}

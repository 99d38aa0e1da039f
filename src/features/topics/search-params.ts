// The campaigns' search validator: the only part of the area in the app's first download.

/** The search of /advertising/*: a campaign's or article's `id`, a waterfall's `group_id`. */
export interface TopicSearch {
  id?: number;
  group_id?: number;
}

function positiveId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647
    ? id
    : undefined;
}

/** Keeps well-formed ids and drops anything else. */
export function validateTopicSearch(search: Record<string, unknown>): TopicSearch {
  // Said even when undefined: the router keeps the address's own value of a key left out.
  return { id: positiveId(search.id), group_id: positiveId(search.group_id) };
}

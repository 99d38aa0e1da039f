/**
 * The router's search string: arrays of plain values are repeated (`color=1&color=3`), as the
 * API takes them, so that a filtered list can be shared and reloaded; objects are JSON.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const put = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(search)) {
    if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) {
      for (const item of value) put(key, item);
    } else {
      put(key, value);
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

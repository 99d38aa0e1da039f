/**
 * A page's document carries the replies of the calls the page makes as it opens (a policy's
 * text, the boutiques, a story; a member's overview on their own page), in a JSON element with
 * this id, so that the page draws without waiting for the calls' code and a round trip. (Kept
 * apart from the call schemas: the app's first file imports it.)
 */
export const OPENING_CALLS_ELEMENT_ID = 'opening-calls';

export interface OpeningCall {
  r: string;
  /** The call's input as the address of a GET call carries it. */
  input: Record<string, string>;
  /** The call is the signed-in member's own, answered for the session the page was asked with. */
  member?: boolean;
  /** The call's envelope, as the API would have answered it. */
  reply: { code: number; data: unknown; msg: string };
}

export interface OpeningCalls {
  lang: 'cn' | 'en';
  calls: OpeningCall[];
}

/**
 * One key for a call and its input, however the input was written: its fields in order, each as
 * the address would carry it, the absent ones left out. Null for an input an address cannot
 * carry as plain fields (a list with something in it, an object). An empty list is absent, as
 * the address leaves it out.
 */
export function openingCallKey(r: string, input: object): string | null {
  const fields: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === 'object') return null;
    fields.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return `${r}?${fields.sort().join('&')}`;
}

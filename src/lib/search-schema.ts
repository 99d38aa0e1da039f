import * as v from 'valibot';

// Pieces of the routes' search schemas (valibot, handed to `validateSearch`). The address bar
// is the shopper's to type in: a value that is not what the route takes is dropped (read as
// absent), never an error page. A key whose value was dropped is still given, as undefined,
// because the router keeps the address's own value of a key a route leaves out.

const DIGITS = /^\d{1,16}$/;

/** A whole number from `min` to `max`, as digits or as the number the router already read. */
export function wholeNumber(min: number, max: number) {
  return v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(DIGITS), v.transform(Number))]),
        v.integer(),
        v.minValue(min),
        v.maxValue(max),
      ),
    ),
    undefined,
  );
}

/** The largest id the server's tables hold. */
export const MAX_ID = 2_147_483_647;

/** An id of a row: a whole number from 1. */
export const rowId = () => wholeNumber(1, MAX_ID);

/** One of a closed list of words. */
export function oneOf<const T extends readonly [string, ...string[]]>(choices: T) {
  return v.fallback(v.optional(v.picklist(choices)), undefined);
}

/** Text matching `pattern` once trimmed (which bounds its length too). */
export function matching(pattern: RegExp) {
  return v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(pattern))), undefined);
}

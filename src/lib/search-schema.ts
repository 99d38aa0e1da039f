import * as v from 'valibot';

// Pieces of the routes' search schemas (valibot, handed to `validateSearch`). The address bar
// is the shopper's to type in: a value that is not what the route takes is dropped (read as
// absent), never an error page. A key whose value was dropped is still given, as undefined,
// because the router keeps the address's own value of a key a route leaves out.

const DIGITS = /^\d{1,16}$/;

/** A value `schema` does not take reads as absent (undefined) instead of failing the search. */
export function orAbsent<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.optional(schema), undefined);
}

/** A whole number from `min` to `max`, as digits or as the number the router already read. */
export function wholeNumberValue(min: number, max: number) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(DIGITS), v.transform(Number))]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );
}

/** A whole number from `min` to `max`, or absent. */
export function wholeNumber(min: number, max: number) {
  return orAbsent(wholeNumberValue(min, max));
}

/** The largest id the server's tables hold. */
export const MAX_ID = 2_147_483_647;

/** An id of a row: a whole number from 1. */
export const rowId = () => wholeNumber(1, MAX_ID);

/** One of a closed list of words. */
export function oneOf<const T extends readonly [string, ...string[]]>(choices: T) {
  return orAbsent(v.picklist(choices));
}

/** Text matching `pattern` once trimmed (which bounds its length too). */
export function matching(pattern: RegExp) {
  return orAbsent(v.pipe(v.string(), v.trim(), v.regex(pattern)));
}

/**
 * Text matching `pattern`, also when the router read it as a number (it reads an all-digit value
 * so): such a number is taken back as its digits, unless it was too long to keep them all.
 */
export function tokenValue(pattern: RegExp) {
  return v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.safeInteger(), v.transform(String))]),
    v.trim(),
    v.regex(pattern),
  );
}

/** A token (see `tokenValue`), or absent. */
export function token(pattern: RegExp) {
  return orAbsent(tokenValue(pattern));
}

/** A key given more than once (`?id=5&id=6`), which the router reads as a list, counts once. */
export function firstOf<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.union([
    schema,
    v.pipe(
      v.array(v.unknown()),
      v.transform((list) => list[0]),
      schema,
    ),
  ]);
}

/** The items of a list as the address gives it: repeated keys, JSON `[1,3]` or `1,3`. */
function listItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(listItems);
  if (typeof value !== 'string') return [value];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.flatMap(listItems);
    } catch {
      // not JSON: read as a comma-separated value below
    }
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The longest list a key takes; the rest is dropped. */
export const MAX_LIST_LENGTH = 50;

/**
 * A list of the items `item` takes, sorted, each once, at most `max` of them: the others are
 * dropped. An empty list is absent, so that the address stays short.
 */
export function listOf<
  TItem extends v.GenericSchema<unknown, string> | v.GenericSchema<unknown, number>,
>(item: TItem, max = MAX_LIST_LENGTH) {
  return orAbsent(
    v.pipe(
      v.union([v.string(), v.number(), v.array(v.unknown())]),
      v.transform((value) => {
        const kept = new Set<v.InferOutput<TItem>>();
        for (const raw of listItems(value)) {
          const read = v.safeParse(item, raw);
          if (read.success) kept.add(read.output as v.InferOutput<TItem>);
          if (kept.size >= max) break;
        }
        return kept.size ? [...kept].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : undefined;
      }),
    ),
  );
}

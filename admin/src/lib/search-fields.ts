import * as z from 'zod/mini';

// The pieces of a list's address search the console's areas share. Each field is read on its
// own: a malformed one is left out, the others kept.

/** A field that is left out when it is missing or malformed. */
export const field = <T extends z.core.SomeType>(schema: T) =>
  z.catch(z.optional(schema), undefined);

/** Words typed in a box; the router reads digits-only text (a mobile, an order number) as a number. */
export const words = (max: number) =>
  field(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value).trim()),
      ),
      z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[^\r\n\t]*$/)),
    ),
  );

/** A day of the calendar, as YYYY-MM-DD. */
export const calendarDay = field(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

/** A page after the first (the first is the address without one). */
export const laterPage = field(z.int().check(z.minimum(2)));

/** What of the address's search `schema` reads, without the fields left out. */
export function searchOf<S extends z.ZodMiniType>(
  schema: S,
  search: Record<string, unknown>,
): Partial<z.infer<S>> {
  const parsed = schema.parse(search) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as Partial<z.infer<S>>;
}

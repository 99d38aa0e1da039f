import { z } from 'zod';
import { StaffError } from './messages';

/** A record's number in a path or a query: a positive integer that fits the database's column. */
export const recordId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** A call's `:id` path parameter. */
export const idParams = z.strictObject({ id: recordId });

/** A moment as the console sends it: milliseconds since 1970. */
export const timeQuery = z.coerce.number().int().nonnegative().max(8.64e15);

/** A line a staff member typed into a filter: trimmed, no line breaks or tabs, empty is none. */
export const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\r\n\t]*$/)
    .transform((text) => text || undefined);

/** The fields of a list's page, for a query schema: `page` from 1, up to 100 rows a page. */
export const pagination = {
  page: z.coerce.number().int().positive().max(1_000_000).default(1),
  page_size: z.coerce.number().int().positive().max(100).default(20),
};

/** A module's refusal of a change: why (its kind), and the sentence that says it. */
interface Refusal extends Error {
  readonly kind: string;
  readonly key: StaffError['key'];
  readonly params: StaffError['params'];
}

/**
 * Turns a module's refusals into the console's answers: each kind of refusal with its status, the
 * module's own words for the message. Anything else is not a refusal and goes on as it is.
 */
export function answerRefusals<R extends Refusal>(
  refusal: abstract new (...args: never[]) => R,
  statuses: Record<R['kind'], number>,
) {
  return async <T>(action: Promise<T>): Promise<T> => {
    try {
      return await action;
    } catch (error) {
      if (error instanceof refusal) {
        const kind = error.kind as R['kind'];
        throw new StaffError(statuses[kind], error.key, error.params);
      }
      throw error;
    }
  };
}

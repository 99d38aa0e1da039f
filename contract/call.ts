import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * One call of the shop's API: its name (the `r` parameter), its method, the schema its input
 * must satisfy and whether it needs a signed-in member. The reply type rides along as a phantom
 * so that the client can import it type-only.
 */
export interface CallContract<
  Input extends z.ZodType = z.ZodType,
  Reply = unknown,
  R extends string = string,
> {
  readonly r: R;
  readonly method: HttpMethod;
  readonly input: Input;
  /** true: a visitor may call it; a -1 reply is never produced for it. */
  readonly noLogin: boolean;
  readonly __reply?: Reply;
}

export function defineCall<Reply>() {
  return <R extends string, Input extends z.ZodType>(definition: {
    r: R;
    method: HttpMethod;
    input: Input;
    noLogin?: boolean;
  }): CallContract<Input, Reply, R> => ({ noLogin: true, ...definition });
}

export type CallInput<C> = C extends CallContract<infer I, unknown, string> ? z.input<I> : never;
export type CallParsed<C> = C extends CallContract<infer I, unknown, string> ? z.output<I> : never;
export type CallReply<C> = C extends CallContract<z.ZodType, infer R, string> ? R : never;
export type CallName<C> = C extends CallContract<z.ZodType, unknown, infer R> ? R : never;

/** Every reply of the API, always with HTTP 200. */
export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export const CODE_OK = 0;
export const CODE_LOGIN_NEEDED = -1;
export const CODE_INVALID_INPUT = 422;
export const CODE_UNKNOWN_CALL = 404;
export const CODE_NOT_FOUND = 4004;
export const CODE_SERVER_ERROR = 500;
export const CODE_TOO_MANY = 429;
/**
 * An outside service (payment, SMS, WeChat) did not answer in time or could not be used, or the
 * database was busy, unreachable or out of space.
 */
export const CODE_SERVICE_UNAVAILABLE = 503;

function toList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.flatMap((v) => toList(v));
  if (typeof value === 'string' && value.trimStart().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      return [value];
    }
  }
  return [value];
}

/** An array parameter: repeated in a query string, or JSON-encoded in a form body. */
export function listParam<T extends z.ZodType>(item: T) {
  return z
    .preprocess(toList, z.array(item).max(50))
    .optional()
    .transform((list) => list ?? []);
}

export const pageParam = z.coerce.number().int().min(1).max(1000).default(1);
export const pageSizeParam = z.coerce.number().int().min(1).max(60).default(20);
/** A row id: PostgreSQL's integer ends at 2^31 - 1, and a larger one must be a 422, not an error. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

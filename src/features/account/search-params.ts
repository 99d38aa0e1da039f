import * as v from 'valibot';
import { token } from '../../lib/search-schema';

/** A WeChat `state`, as the server issues it (URL-safe, 8–64 characters). */
const STATE_PATTERN = /^[\w-]{8,64}$/;
/** An authorization code handed back by WeChat. */
const CODE_PATTERN = /^[\w-]{1,128}$/;

/** The search of the WeChat binding page: the state the sign-in started with. */
export const wxBindSearchSchema = v.object({ state: token(STATE_PATTERN) });

/** The search WeChat comes back with: its code and the state the sign-in started with. */
export const wxAuthSearchSchema = v.object({
  code: token(CODE_PATTERN),
  state: token(STATE_PATTERN),
});

export type WxBindSearch = v.InferOutput<typeof wxBindSearchSchema>;
export type WxAuthSearch = v.InferOutput<typeof wxAuthSearchSchema>;

import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { OFFLINE_HEADER, OFFLINE_HEADER_VALUE } from '../contract/offline';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallContract, CallParsed, CallReply } from '../contract/call';
import {
  CODE_INVALID_INPUT,
  CODE_LOGIN_NEEDED,
  CODE_OK,
  CODE_SERVER_ERROR,
  CODE_SERVICE_UNAVAILABLE,
  CODE_TOO_MANY,
  CODE_UNKNOWN_CALL,
} from '../contract/call';
import type { Config } from './config';
import type { Db } from './db/database';
import { databaseFault, type DatabaseFault } from './db/faults';
import type { Clock } from './lib/clock';
import { CachedBody, ReplyCache } from './lib/reply-cache';
import { holdsControlCharacter } from './lib/control-characters';
import { fromMember } from './lib/cookies';
import { BusinessError } from './errors';
import { requestLang, type Lang } from './lib/lang';
import { shopHotline } from './lib/hotline';
import type { ShopMetrics } from './lib/metrics';
import { isMessageKey, message, namesHotline, type MessageKey } from './messages';
import type { MessageParams } from './lib/messages';
import { sessionMember } from './lib/sessions';
import type { Providers } from './providers';

export const MALL_ID = '2';

export interface CallContext {
  db: Db;
  config: Config;
  /** SMS and WeChat: the sandbox's or real services, chosen by the configuration. */
  providers: Providers;
  lang: Lang;
  request: FastifyRequest;
  /** The shop's metrics, where a call counts what it did (an order placed, a text sent). */
  metrics: ShopMetrics;
  /** The time now, from the server's clock (lib/clock.ts). */
  now: Clock;
  /** The signed-in member (from X-Access-Token); null for visitors and for cached calls. */
  userId: number | null;
  /** The access token the request carried, live or not. */
  accessToken: string | null;
  /**
   * Sends a cookie with this call's reply (a Set-Cookie line, as `lib/cookies.ts` makes it);
   * such a reply is never stored by a cache. A cached call has no reply of its own: it throws.
   */
  setCookie(cookie: string): void;
}

/** The context of a call that needs a signed-in member. */
export type MemberContext = CallContext & { userId: number };

export interface Handler<C extends CallContract = CallContract> {
  contract: C;
  run(context: CallContext, input: CallParsed<C>): Promise<CallReply<C>>;
  /** Message key for a successful reply (default "ok"). */
  successMessage?: (data: CallReply<C>) => MessageKey;
  /**
   * Public replies that are the same for every visitor may be cached this long. Such a call never
   * learns who is asking: a personal call must not have it.
   */
  cacheMs?: number;
  /**
   * For cached calls: what a signed-in member's call also records about them (a search they
   * made). It runs beside the shared reply, which stays the same for everyone.
   */
  recordForMember?: (
    context: CallContext & { userId: number },
    input: CallParsed<C>,
  ) => Promise<void>;
  /**
   * For cached calls: the fields a request carrying `header` ("1") adds to the shared reply's
   * data, its own (a search the shopper has just made, with the token that names it). The
   * shared reply is read from the cache as for anyone; the one with the fields is never cached.
   * When `add` answers null or fails (logged), the shared reply goes out.
   */
  ownFields?: {
    header: string;
    add: (
      context: CallContext,
      input: CallParsed<C>,
      data: CallReply<C>,
    ) => Promise<Record<string, unknown> | null>;
  };
}

export function handler<C extends CallContract>(
  contract: C,
  run: Handler<C>['run'],
  options: Pick<Handler<C>, 'successMessage' | 'cacheMs' | 'recordForMember' | 'ownFields'> = {},
): Handler<C> {
  return { contract, run, ...options };
}

/**
 * A call for the signed-in member. The gateway answers -1 to visitors before it gets here, so
 * a missing member is a wiring mistake, not a visitor.
 */
export function memberHandler<C extends CallContract>(
  contract: C,
  run: (context: MemberContext, input: CallParsed<C>) => Promise<CallReply<C>>,
  options: Pick<Handler<C>, 'successMessage'> = {},
): Handler<C> {
  if (contract.noLogin) throw new Error(`${contract.r} must need a signed-in member`);
  return handler(
    contract,
    (context, input) => {
      if (context.userId === null) throw new Error(`${contract.r} ran without a member`);
      return run({ ...context, userId: context.userId }, input);
    },
    options,
  );
}

const FAULT_MESSAGES: Record<DatabaseFault, MessageKey> = {
  busy: 'databaseBusy',
  unavailable: 'databaseUnavailable',
  full: 'databaseFull',
};

/**
 * What the shopper reads when a call failed other than by a refusal: the database's trouble
 * (busy, unreachable, out of space) as a passing unavailability, anything else as a server error.
 */
export function failureOf(error: unknown): { code: number; key: MessageKey } {
  const fault = databaseFault(error);
  if (fault) return { code: CODE_SERVICE_UNAVAILABLE, key: FAULT_MESSAGES[fault] };
  return { code: CODE_SERVER_ERROR, key: 'serverError' };
}

const zodLocales = { cn: z.locales.zhCN().localeError, en: z.locales.en().localeError };

function envelope(code: number, data: unknown, msg: string): string {
  return JSON.stringify({ code, data, msg });
}

function sendEnvelope(reply: FastifyReply, body: string | Buffer) {
  return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(body);
}

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/** Cached replies go out gzipped to clients that accept it: compressed once, sent many times. */
function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.header('vary', 'accept-encoding');
  // Public data that answered well: the service worker may keep it for offline visits.
  if (body.succeeded && request.method === 'GET')
    reply.header(OFFLINE_HEADER, OFFLINE_HEADER_VALUE);
  if (acceptsGzip(request)) {
    reply.header('content-encoding', 'gzip');
    return sendEnvelope(reply, body.gzip);
  }
  return sendEnvelope(reply, body.raw);
}

const gzipped = promisify(gzip);
/** Below this a reply fits in a packet or two: compressing it would gain nothing worth the time. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A reply of its caller's own (a member's bag, the pieces suggested beside it): sent gzipped,
 * when large enough, to clients that accept it; compressed off the event loop, as each is new.
 */
async function sendOwn(request: FastifyRequest, reply: FastifyReply, body: string) {
  if (Buffer.byteLength(body) < COMPRESS_FROM_BYTES) return sendEnvelope(reply, body);
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request)) return sendEnvelope(reply, body);
  reply.header('content-encoding', 'gzip');
  return sendEnvelope(reply, await gzipped(body, { level: 4 }));
}

function inputOf(request: FastifyRequest): Record<string, unknown> {
  const query = { ...(request.query as Record<string, unknown>) };
  delete query.r;
  delete query._mall_id;
  if (request.method === 'GET') return query;
  const body = request.body;
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  // Spec §7: some POST calls repeat their payload in the query string; the body wins.
  return { ...query, ...fields };
}

function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  const token = Array.isArray(header) ? header[0] : header;
  return token ? token.trim() || null : null;
}

function describeIssue(lang: Lang, issue: z.core.$ZodIssue): string {
  // The contract names spec §5 messages by their key; anything else is described generically.
  if (isMessageKey(issue.message)) return message(lang, issue.message);
  const field = issue.path.length ? issue.path.join('.') : 'input';
  return message(lang, 'invalidInput', { field, detail: issue.message });
}

/** A call's message in the caller's language, with the shop's hotline when it names it. */
async function render(
  context: CallContext,
  key: MessageKey,
  params: MessageParams = {},
): Promise<string> {
  if (!namesHotline(key) || params.hotline !== undefined) return message(context.lang, key, params);
  // Without the setting at hand, the message reads well without a number.
  const hotline = await shopHotline(context.db).catch(() => '');
  return message(context.lang, key, { ...params, hotline });
}

/** Validates the input and runs the call; never throws: every outcome is an envelope. */
async function execute(
  entry: Handler,
  raw: Record<string, unknown>,
  context: CallContext,
): Promise<{ body: string; cacheable: boolean; succeeded: boolean }> {
  const { lang, request } = context;
  const parsed = entry.contract.input.safeParse(raw, { error: zodLocales[lang] });
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const msg = first ? describeIssue(lang, first) : message(lang, 'invalidBody');
    return { body: envelope(CODE_INVALID_INPUT, null, msg), cacheable: true, succeeded: false };
  }
  // Any field, once its JSON-encoded list is read (the request's own text was checked before).
  if (holdsControlCharacter(parsed.data)) {
    const msg = message(lang, 'invalidCharacters');
    return { body: envelope(CODE_INVALID_INPUT, null, msg), cacheable: true, succeeded: false };
  }
  try {
    const data = await entry.run(context, parsed.data);
    const msg = await render(context, entry.successMessage?.(data) ?? 'ok');
    return { body: envelope(CODE_OK, data, msg), cacheable: true, succeeded: true };
  } catch (error) {
    if (error instanceof BusinessError) {
      // A rate limit hit (sign-in slow-down or lock, texted or graphic codes): counted by limit.
      if (error.code === CODE_TOO_MANY) {
        context.metrics.throttled.inc({ call: entry.contract.r, limit: error.key });
      }
      const msg = await render(context, error.key, error.params);
      return { body: envelope(error.code, error.data, msg), cacheable: true, succeeded: false };
    }
    request.log.error({ err: error, r: entry.contract.r }, 'call failed');
    // Answered with HTTP 200 as every call is: the status would not show it.
    context.metrics.apiErrors.inc({ call: entry.contract.r });
    const failure = failureOf(error);
    return {
      body: envelope(failure.code, null, message(lang, failure.key)),
      cacheable: false,
      succeeded: false,
    };
  }
}

type BaseContext = Omit<CallContext, 'userId' | 'accessToken'>;

/** Runs a cached call's `recordForMember` for a signed-in caller; a failure only gets logged. */
async function recordMemberCall(
  entry: Handler,
  raw: Record<string, unknown>,
  base: BaseContext,
): Promise<void> {
  const token = accessTokenOf(base.request);
  if (!token || !entry.recordForMember) return;
  try {
    const userId = await sessionMember(base.db, token);
    const parsed = entry.contract.input.safeParse(raw);
    if (userId === null || !parsed.success || holdsControlCharacter(parsed.data)) return;
    await entry.recordForMember({ ...base, userId, accessToken: token }, parsed.data);
  } catch (error) {
    base.request.log.error({ err: error, r: entry.contract.r }, 'recording a member call failed');
  }
}

/**
 * A successful reply's text with the fields its request asks to add (Handler.ownFields), or
 * null when it asks for none, gets none, or they could not be had: a failure only gets logged.
 */
async function withOwnFields(
  entry: Handler,
  raw: Record<string, unknown>,
  base: BaseContext,
  body: string,
): Promise<string | null> {
  const own = entry.ownFields;
  if (!own || base.request.headers[own.header] !== '1') return null;
  try {
    const parsed = entry.contract.input.safeParse(raw);
    if (!parsed.success) return null;
    const reply = JSON.parse(body) as { code: number; data: object; msg: string };
    const context = { ...base, userId: null, accessToken: null };
    const fields = await own.add(context, parsed.data, reply.data);
    if (!fields) return null;
    return JSON.stringify({ ...reply, data: { ...reply.data, ...fields } });
  } catch (error) {
    base.request.log.error({ err: error, r: entry.contract.r }, 'adding to a reply failed');
    return null;
  }
}

/**
 * A call's reply for a page's document to carry, as the gateway would answer it in the page
 * request's language: a public call's as a visitor gets it, or a member's own reading call's for
 * the member named. The envelope's text, or null when the call is not one of those (a member's
 * call that records something, or any call that writes), or did not succeed.
 */
export type OpeningReply = (
  request: FastifyRequest,
  r: string,
  input: Record<string, string>,
  /** The member whose own page it is: their session's token, from the page request's cookie. */
  member?: { token: string },
) => Promise<string | null>;

/** A cached call's reply is everyone's: it cannot set a cookie. */
function refuseCookie(r: string): never {
  throw new Error(`${r} is cached: its reply cannot set a cookie`);
}

export function registerGateway(
  app: FastifyInstance,
  options: { db: Db; config: Config; providers: Providers; handlers: Handler[]; clock: Clock },
): OpeningReply {
  const table = new Map(options.handlers.map((h) => [h.contract.r, h]));
  const cache = new ReplyCache(2000);

  const contextOf = (request: FastifyRequest, lang: Lang, setCookie: (cookie: string) => void) => {
    const { db, config, providers, clock } = options;
    const { metrics } = request.server;
    return { db, config, providers, lang, request, metrics, setCookie, now: clock };
  };

  /** A public call's reply from the shared cache; null when its input is too long to key. */
  const cachedReply = async (entry: Handler, raw: Record<string, unknown>, base: BaseContext) => {
    const rawKey = `${base.lang}|${entry.contract.r}|${JSON.stringify(raw)}`;
    if (!entry.cacheMs || rawKey.length > 1000) return null;
    const run = () => execute(entry, raw, { ...base, userId: null, accessToken: null });
    return cache.serve(rawKey, entry.cacheMs, async () => {
      const result = await run();
      const body = new CachedBody(Buffer.from(result.body), result.succeeded);
      return { body, cacheable: result.cacheable };
    });
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(request.headers);
    const query = request.query as Record<string, unknown>;
    const r = typeof query.r === 'string' ? query.r : '';
    if (!r)
      return sendEnvelope(reply, envelope(CODE_UNKNOWN_CALL, null, message(lang, 'missingCall')));
    if (query._mall_id !== undefined && query._mall_id !== MALL_ID) {
      return sendEnvelope(reply, envelope(CODE_INVALID_INPUT, null, message(lang, 'wrongMall')));
    }
    const entry = table.get(r);
    if (entry) request.apiCall = r;
    if (!entry) {
      return sendEnvelope(
        reply,
        envelope(CODE_UNKNOWN_CALL, null, message(lang, 'unknownCall', { r })),
      );
    }
    if (entry.contract.method !== request.method) {
      const params = { r, method: entry.contract.method };
      return sendEnvelope(
        reply,
        envelope(CODE_UNKNOWN_CALL, null, message(lang, 'wrongMethod', params)),
      );
    }
    const raw = inputOf(request);
    const cookies: string[] = [];
    const setCookie = (cookie: string) => {
      if (entry.cacheMs) refuseCookie(r);
      cookies.push(cookie);
    };
    const baseContext = contextOf(request, lang, setCookie);
    const cached = await cachedReply(entry, raw, baseContext);
    if (cached) {
      if (entry.recordForMember) void recordMemberCall(entry, raw, baseContext);
      const own = cached.succeeded
        ? await withOwnFields(entry, raw, baseContext, cached.raw.toString('utf8'))
        : null;
      if (!own) return sendCached(request, reply, cached);
      // A token of the caller's own: no cache on the way may keep it.
      return sendOwn(request, reply.header('cache-control', 'no-store'), own);
    }
    const token = accessTokenOf(request);
    const userId = token ? await sessionMember(options.db, token) : null;
    if (!entry.contract.noLogin && userId === null) {
      const msg = message(lang, 'loginNeeded');
      return sendEnvelope(reply, envelope(CODE_LOGIN_NEEDED, null, msg));
    }
    const context = { ...baseContext, userId, accessToken: token };
    const result = await execute(entry, raw, context);
    const own = result.succeeded ? await withOwnFields(entry, raw, baseContext, result.body) : null;
    const body = own ?? result.body;
    if (own) reply.header('cache-control', 'no-store');
    if (cookies.length) reply.header('set-cookie', cookies).header('cache-control', 'no-store');
    return sendOwn(request, reply, body);
  };

  app.get('/api', answer);
  app.post('/api', answer);

  /**
   * A member's own reading call (their overview, their orders), as the gateway would answer it
   * for their session: null for any other call, a session that is not live, or a failure.
   */
  const memberReply = async (
    request: FastifyRequest,
    entry: Handler,
    input: Record<string, string>,
    token: string,
  ) => {
    if (entry.cacheMs || entry.contract.noLogin || entry.recordForMember) return null;
    const userId = await sessionMember(options.db, token);
    if (userId === null) return null;
    const lang = requestLang(request.headers);
    const base = contextOf(request, lang, () => {
      throw new Error(`${entry.contract.r}: a page's document cannot set a cookie`);
    });
    const result = await execute(entry, input, { ...base, userId, accessToken: token });
    return result.succeeded ? result.body : null;
  };

  return async (request, r, input, member) => {
    const entry = table.get(r);
    if (!entry || entry.contract.method !== 'GET') return null;
    if (member) return memberReply(request, entry, input, member.token);
    if (!entry.cacheMs) return null;
    // A member's own call records what they did (a search): theirs to make from the page.
    if (entry.recordForMember && fromMember(request.headers)) return null;
    const lang = requestLang(request.headers);
    const body = await cachedReply(
      entry,
      input,
      contextOf(request, lang, () => refuseCookie(r)),
    );
    return body?.succeeded ? body.raw.toString('utf8') : null;
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CODE_TOO_MANY } from '../../../contract/call';
import type { Db } from '../../db/database';
import { requestLang } from '../../lib/lang';
import { BusinessError } from '../../errors';
import { staffById, type StaffRow } from './accounts';
import type { Actor } from './audit';
import { ROLE_NAMES, StaffError, staffMessage } from './messages';
import { can, isRole, type Permission } from './permissions';
import { sessionToken, touchSession } from './sessions';
import { secondFactorRequired } from './settings';

// What every call under /admin/api/ goes through: the same site, JSON, a live session of an
// enabled staff member, and the right the call needs.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/** Refuses a request another site's page made (CSRF), and a write that is not JSON. */
export function refuseCrossSite(request: FastifyRequest, shopOrigin: string) {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const from = originOf(header('origin')) ?? originOf(header('referer'));
  if (from !== null && from !== shopOrigin) throw new StaffError(403, 'staffCrossOrigin');
  if (header('sec-fetch-site') === 'cross-site') throw new StaffError(403, 'staffCrossOrigin');
  if (!WRITES.has(request.method)) return;
  const type = (header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new StaffError(415, 'staffJsonOnly');
}

export interface Signed {
  staff: StaffRow;
  token: string;
}

const signedIn = new WeakMap<FastifyRequest, Signed>();

/** The staff member the request's session belongs to, as the guard found them. */
export function signedOf(request: FastifyRequest): Signed {
  const signed = signedIn.get(request);
  if (!signed) throw new StaffError(401, 'staffSignInNeeded');
  return signed;
}

export function actorOf(request: FastifyRequest): Actor {
  const agent = request.headers['user-agent'];
  return {
    id: String(signedOf(request).staff.id),
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent : '',
  };
}

/**
 * Finds the session; until the one-time password is changed (and, when the shop requires it, a
 * second factor set up), only the calls that do that are let through.
 */
export async function requireSession(
  db: Db,
  request: FastifyRequest,
  options: { beforeReady: boolean },
) {
  const token = sessionToken(request.headers);
  const staffId = token ? await touchSession(db, token, Date.now()) : null;
  const staff = staffId === null ? undefined : await staffById(db, staffId);
  if (!token || !staff || staff.disabled === 1) throw new StaffError(401, 'staffSignInNeeded');
  signedIn.set(request, { staff, token });
  if (options.beforeReady) return;
  if (staff.must_change_password === 1) throw new StaffError(403, 'staffPasswordChangeNeeded');
  if (staff.totp_secret === null && (await secondFactorRequired(db))) {
    throw new StaffError(403, 'staffSecondFactorNeeded');
  }
}

function roleName(role: string) {
  return isRole(role) ? ROLE_NAMES[role] : role;
}

/** The check each console call with a right makes, after its session's. */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest) => {
    const { staff } = signedOf(request);
    if (!can(staff.role, permission)) {
      throw new StaffError(403, 'staffForbidden', { role: roleName(staff.role), permission });
    }
  };
}

/** Signed in, ready, and allowed `permission`: what every console call with a right checks first. */
export function allowedTo(db: Db, permission: Permission) {
  return {
    preHandler: [
      (request: FastifyRequest) => requireSession(db, request, { beforeReady: false }),
      requirePermission(permission),
    ],
  };
}

/** The request's input as the schema reads it; a 400 naming the first field wrong otherwise. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  throw new StaffError(400, 'staffInvalid', { field });
}

/** A refusal as the console reads it: the status, a stable code, a sentence in its language. */
export function replyRefusal(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLang(request.headers);
  if (error instanceof StaffError) {
    const msg = staffMessage(lang, error.key, error.params);
    return reply.code(error.status).send({ code: error.key, data: null, msg });
  }
  if (error instanceof BusinessError && error.code === CODE_TOO_MANY) {
    const msg = staffMessage(lang, error.key, error.params);
    return reply.code(429).send({ code: error.key, data: error.data, msg });
  }
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status < 500) {
    const msg = staffMessage(lang, 'invalidBody');
    return reply.code(status).send({ code: 'invalidBody', data: null, msg });
  }
  request.log.error({ err: error }, 'console call failed');
  return reply
    .code(500)
    .send({ code: 'serverError', data: null, msg: staffMessage(lang, 'serverError') });
}

/** A console call that does not exist, whatever its method. */
export function replyUnknownCall(request: FastifyRequest, reply: FastifyReply) {
  return replyRefusal(new StaffError(404, 'staffUnknownCall'), request, reply);
}

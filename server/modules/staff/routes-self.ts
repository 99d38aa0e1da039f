import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { secretBox, secretKeyOf } from '../../lib/secret-box';
import { publicStaff, staffById } from './accounts';
import { StaffError } from './messages';
import { actorOf, parseInput, requireSession, signedOf } from './guards';
import {
  changeOwnPassword,
  confirmEnrolment,
  disableSecondFactor,
  renewRecoveryCodes,
  startEnrolment,
} from './own-account';
import { permissionsOf } from './permissions';
import { recoveryCodesLeft } from './recovery-codes';
import { clearedCookie, endSession, sessionCookie } from './sessions';
import { secondFactorRequired } from './settings';
import { signIn } from './sign-in';
import type { StaffRouteOptions } from './route-options';

const signInBody = z.strictObject({
  account: z.string().min(1).max(64),
  password: z.string().min(1).max(64),
  code: z.string().max(16).optional(),
});
const passwordBody = z.strictObject({
  current_password: z.string().min(1).max(64),
  new_password: z.string().max(64),
});
const codeBody = z.strictObject({ code: z.string().regex(/^\d{6}$/) });

/** A staff member's own calls: signing in and out, who they are, their password and phone. */
export function selfRoutes(app: FastifyInstance, { db, config }: StaffRouteOptions) {
  const box = secretBox(secretKeyOf(config));
  const session = {
    preHandler: (request: FastifyRequest) => requireSession(db, request, { beforeReady: true }),
  };

  const me = async (staffId: number) => {
    const staff = await staffById(db, staffId);
    if (!staff) throw new StaffError(401, 'staffSignInNeeded');
    return {
      ...publicStaff(staff),
      recovery_codes_left: staff.totp_secret ? await recoveryCodesLeft(db, staff.id) : 0,
      permissions: permissionsOf(staff.role),
      second_factor_required: await secondFactorRequired(db),
    };
  };

  app.post('/sign-in', async (request, reply) => {
    const input = parseInput(signInBody, request.body);
    const agent = request.headers['user-agent'];
    const caller = {
      box,
      ip: request.ip,
      userAgent: typeof agent === 'string' ? agent : '',
      passwordCost: config.passwordCost,
    };
    const { token, staff } = await signIn(db, input, caller, Date.now());
    reply.header('set-cookie', sessionCookie(token, config.publicUrl));
    return { code: 0, data: await me(staff.id), msg: 'OK' };
  });

  app.post('/sign-out', session, async (request, reply) => {
    parseInput(z.strictObject({}), request.body);
    await endSession(db, signedOf(request).token, Date.now());
    reply.header('set-cookie', clearedCookie(config.publicUrl));
    return { code: 0, data: null, msg: 'OK' };
  });

  app.get('/me', session, async (request) => ({
    code: 0,
    data: await me(signedOf(request).staff.id),
    msg: 'OK',
  }));

  app.post('/password', session, async (request) => {
    const input = parseInput(passwordBody, request.body);
    const { staff, token } = signedOf(request);
    const passwords = { current: input.current_password, next: input.new_password };
    const context = { actor: actorOf(request), cost: config.passwordCost, keepToken: token };
    await changeOwnPassword(db, staff, passwords, context, Date.now());
    return { code: 0, data: await me(staff.id), msg: 'OK' };
  });

  app.post('/totp/enrol', session, async (request) => {
    parseInput(z.strictObject({}), request.body);
    return {
      code: 0,
      data: await startEnrolment(db, signedOf(request).staff, box, Date.now()),
      msg: 'OK',
    };
  });

  app.post('/totp/confirm', session, async (request) => {
    const { code } = parseInput(codeBody, request.body);
    const { staff } = signedOf(request);
    const recoveryCodes = await confirmEnrolment(
      db,
      staff,
      code,
      actorOf(request),
      box,
      Date.now(),
    );
    return { code: 0, data: { ...(await me(staff.id)), recovery_codes: recoveryCodes }, msg: 'OK' };
  });

  app.post('/totp/recovery-codes', session, async (request) => {
    const { code } = parseInput(codeBody, request.body);
    const { staff } = signedOf(request);
    const recoveryCodes = await renewRecoveryCodes(
      db,
      staff,
      code,
      actorOf(request),
      box,
      Date.now(),
    );
    return { code: 0, data: { ...(await me(staff.id)), recovery_codes: recoveryCodes }, msg: 'OK' };
  });

  app.post('/totp/disable', session, async (request) => {
    const { code } = parseInput(codeBody, request.body);
    const { staff } = signedOf(request);
    await disableSecondFactor(db, staff, code, actorOf(request), box, Date.now());
    return { code: 0, data: await me(staff.id), msg: 'OK' };
  });
}

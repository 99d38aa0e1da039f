import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addStaff,
  changeRole,
  listStaff,
  publicStaff,
  resetPassword,
  setDisabled,
} from './accounts';
import { readAudit } from './audit';
import {
  actorOf,
  allowedTo,
  parseInput,
  refuseCrossSite,
  replyRefusal,
  replyUnknownCall,
} from './guards';
import { StaffError } from './messages';
import { idParams, pagination, timeQuery } from './inputs';
import { ROLES, type Permission } from './permissions';
import type { StaffRouteOptions } from './route-options';
import { selfRoutes } from './routes-self';
import {
  MAX_LOW_STOCK_THRESHOLD,
  lowStockThreshold,
  placesPerPeriod,
  requireSecondFactor,
  secondFactorRequired,
  setLowStockThreshold,
  setPlacesPerPeriod,
} from './settings';

const addBody = z.strictObject({
  account: z.string().min(1).max(64),
  display_name: z.string().max(64).optional(),
  role: z.enum(ROLES),
});
const roleBody = z.strictObject({ role: z.enum(ROLES) });
const empty = z.strictObject({});
const auditQuery = z.strictObject({
  actor: z.string().max(32).optional(),
  action: z.string().max(64).optional(),
  record_type: z.string().max(32).optional(),
  record_id: z.string().max(64).optional(),
  from: timeQuery.optional(),
  to: timeQuery.optional(),
  ...pagination,
});
const secondFactorBody = z.strictObject({ required: z.boolean() });
const lowStockBody = z.strictObject({
  threshold: z.number().int().min(0).max(MAX_LOW_STOCK_THRESHOLD),
});
// The bounds are checked by setPlacesPerPeriod, which tells the owner what they are.
const placesBody = z.strictObject({ places: z.unknown() });

/** The console's calls, mounted at /admin/api (see the module's index). */
export async function staffRoutes(app: FastifyInstance, options: StaffRouteOptions) {
  const { db, config } = options;
  const shopOrigin = new URL(config.publicUrl).origin;
  app.setErrorHandler((error, request, reply) => replyRefusal(error, request, reply));
  app.addHook('onRequest', async (request) => refuseCrossSite(request, shopOrigin));
  app.setNotFoundHandler(replyUnknownCall);

  selfRoutes(app, options);

  const allowed = (permission: Permission) => allowedTo(db, permission);
  const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });
  const id = (request: FastifyRequest) => parseInput(idParams, request.params).id;
  const refuseSelf = (request: FastifyRequest, staffId: number) => {
    if (actorOf(request).id === String(staffId)) throw new StaffError(409, 'staffNotYourself');
  };

  app.get('/staff', allowed('staff.manage'), async () =>
    ok((await listStaff(db)).map(publicStaff)),
  );

  app.post('/staff', allowed('staff.manage'), async (request) => {
    const input = parseInput(addBody, request.body);
    const newStaff = {
      account: input.account,
      displayName: input.display_name ?? '',
      role: input.role,
    };
    const added = await addStaff(db, newStaff, actorOf(request), config.passwordCost, Date.now());
    return ok({ staff: publicStaff(added.staff), one_time_password: added.password });
  });

  app.post('/staff/:id/role', allowed('staff.manage'), async (request) => {
    const staffId = id(request);
    const { role } = parseInput(roleBody, request.body);
    refuseSelf(request, staffId);
    return ok(publicStaff(await changeRole(db, staffId, role, actorOf(request), Date.now())));
  });

  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(`/staff/:id/${path}`, allowed('staff.manage'), async (request) => {
      const staffId = id(request);
      parseInput(empty, request.body);
      refuseSelf(request, staffId);
      const row = await setDisabled(db, staffId, disabled, actorOf(request), Date.now());
      return ok(publicStaff(row));
    });
  }

  app.post('/staff/:id/reset-password', allowed('staff.manage'), async (request) => {
    const staffId = id(request);
    parseInput(empty, request.body);
    refuseSelf(request, staffId);
    const reset = await resetPassword(
      db,
      staffId,
      actorOf(request),
      config.passwordCost,
      Date.now(),
    );
    return ok({ staff: publicStaff(reset.staff), one_time_password: reset.password });
  });

  app.get('/audit', allowed('audit.read'), async (request) => {
    const query = parseInput(auditQuery, request.query);
    return ok(
      await readAudit(db, {
        actor: query.actor,
        action: query.action,
        recordType: query.record_type,
        recordId: query.record_id,
        from: query.from,
        to: query.to,
        page: query.page,
        pageSize: query.page_size,
      }),
    );
  });

  app.get('/settings/second-factor', allowed('settings.manage'), async () =>
    ok({ required: await secondFactorRequired(db) }),
  );

  app.post('/settings/second-factor', allowed('settings.manage'), async (request) => {
    const { required } = parseInput(secondFactorBody, request.body);
    await requireSecondFactor(db, required, actorOf(request), Date.now());
    return ok({ required });
  });

  app.get('/settings/low-stock', allowed('settings.manage'), async () =>
    ok({ threshold: await lowStockThreshold(db) }),
  );

  app.post('/settings/low-stock', allowed('settings.manage'), async (request) => {
    const { threshold } = parseInput(lowStockBody, request.body);
    await setLowStockThreshold(db, threshold, actorOf(request), Date.now());
    return ok({ threshold });
  });

  app.get('/settings/places', allowed('settings.manage'), async () =>
    ok({ places: await placesPerPeriod(db) }),
  );

  app.post('/settings/places', allowed('settings.manage'), async (request) => {
    const { places } = parseInput(placesBody, request.body);
    await setPlacesPerPeriod(db, places, actorOf(request), Date.now());
    return ok({ places });
  });

  for (const area of options.areas ?? []) await area(app);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { requestLang } from '../../../lib/lang';
import { MemberRefusal, addMemberNote, adjustBalance, adjustPoints } from '../../member';
import {
  actorOf,
  allowedTo,
  answerRefusals,
  idParams,
  oneLine,
  pagination,
  parseInput,
  signedOf,
  writeAudit,
  type ConsoleArea,
} from '../../staff';
import { memberDetail } from './detail';
import { listMembers } from './list';

const listQuery = z.strictObject({
  q: oneLine(64).optional(),
  ...pagination,
});
const memberParams = idParams;
// The amounts' and reasons' rules are the member module's; here only their types.
const adjustBody = z.strictObject({
  change: z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  reason: z.string().max(2000),
});
const noteBody = z.strictObject({ body: z.string().max(5000) });

const REFUSAL_STATUS = { not_found: 404, invalid: 400, conflict: 409 } as const;

/** The member's rules refuse in the shop's words; the console answers with them and a status. */
const orRefusal = answerRefusals(MemberRefusal, REFUSAL_STATUS);

/**
 * The console's members: find them, read a member's page, adjust their points or balance with
 * a reason (owner, manager), write a note (customer service too). Every change is audited.
 */
export function membersArea({ db }: { db: Db }): ConsoleArea {
  return (app: FastifyInstance) => {
    const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });
    const lang = (request: FastifyRequest) => requestLang(request.headers);
    const memberId = (request: FastifyRequest) => parseInput(memberParams, request.params).id;
    const audited = (request: FastifyRequest, now: number) => {
      const actor = actorOf(request);
      return (trx: Db, change: Parameters<typeof writeAudit>[2]) =>
        writeAudit(trx, actor, change, now);
    };

    app.get('/members', allowedTo(db, 'members.read'), async (request) => {
      const query = parseInput(listQuery, request.query);
      return ok(await listMembers(db, query.q, query.page, query.page_size, lang(request)));
    });

    app.get('/members/:id', allowedTo(db, 'members.read'), async (request) =>
      ok(await orRefusal(memberDetail(db, memberId(request), lang(request)))),
    );

    app.post('/members/:id/points', allowedTo(db, 'members.write'), async (request) => {
      const id = memberId(request);
      const { change, reason } = parseInput(adjustBody, request.body);
      const now = Date.now();
      await orRefusal(
        adjustPoints(db, { memberId: id, amount: change, reason }, now, audited(request, now)),
      );
      return ok(await memberDetail(db, id, lang(request)));
    });

    app.post('/members/:id/balance', allowedTo(db, 'members.write'), async (request) => {
      const id = memberId(request);
      const { change, reason } = parseInput(adjustBody, request.body);
      const now = Date.now();
      await orRefusal(
        adjustBalance(db, { memberId: id, amount: change, reason }, now, audited(request, now)),
      );
      return ok(await memberDetail(db, id, lang(request)));
    });

    app.post('/members/:id/notes', allowedTo(db, 'members.notes'), async (request) => {
      const id = memberId(request);
      const { body } = parseInput(noteBody, request.body);
      const { staff } = signedOf(request);
      const now = Date.now();
      const note = {
        memberId: id,
        author: String(staff.id),
        authorName: staff.display_name || staff.account,
        body,
      };
      await orRefusal(addMemberNote(db, note, now, audited(request, now)));
      return ok(await memberDetail(db, id, lang(request)));
    });
  };
}

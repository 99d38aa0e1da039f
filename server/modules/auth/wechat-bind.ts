import type { LoginReply, bindWechat as bindWechatCall } from '../../../contract/account';
import type { CallParsed } from '../../../contract/call';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { isUniqueViolation, memberById, memberByMobile, signIn, type MemberLogin } from './members';
import { createMember } from './new-member';
import { proveMobile } from './sms-codes';
import { consumeTicket, issueTicket, readTicket } from './tickets';
import { approvedState, paymentOpenid, refuse, spendState } from './wechat';

type BindForm = CallParsed<typeof bindWechatCall>;

async function boundUnionid(db: Db, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('member')
    .select('wechat_unionid')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.wechat_unionid ?? null;
}

/** A WeChat user proves a mobile number; the ticket then binds that number and no other. */
export async function userByMobile(
  db: Db,
  state: string,
  browser: string | null,
  mobile: string,
  code: string,
  now: number,
): Promise<{ registered: boolean; bind_ticket: string }> {
  // Checked before the code is: a browser a link brought here spends nothing.
  const auth = await approvedState(db, state, browser, now);
  await proveMobile(db, mobile, 'bind_wechat', code, now);
  const member = await memberByMobile(db, mobile);
  if (member) {
    const bound = await boundUnionid(db, member.id);
    if (bound && bound !== auth.unionid) refuse('wechatAccountBound');
  }
  const subject = JSON.stringify({ state, mobile });
  const ticket = await issueTicket(db, 'bind', member?.id ?? null, subject, auth.expires_at, now);
  return { registered: !!member, bind_ticket: ticket };
}

function ticketSubject(subject: string): { state: string; mobile: string } | null {
  try {
    const parsed = JSON.parse(subject) as { state?: unknown; mobile?: unknown };
    if (typeof parsed.state !== 'string' || typeof parsed.mobile !== 'string') return null;
    return { state: parsed.state, mobile: parsed.mobile };
  } catch {
    return null;
  }
}

/** A new member's own details: a binding that creates an account needs them. */
function newMemberFields(form: BindForm) {
  if (!form.title) refuse('titleRequired');
  if (!form.last_name) refuse('lastNameLength');
  if (!form.first_name) refuse('firstNameLength');
  if (!form.privacy) refuse('privacyRequired');
  return { title: form.title, last_name: form.last_name, first_name: form.first_name };
}

/**
 * Binds the approved WeChat identity to the proven number's member, or creates that member
 * (with the registration gift, and no password until one is set through recovery); signs in.
 */
export async function bindWechat(
  db: Db,
  form: BindForm,
  browser: string | null,
  lang: Lang,
  now: number,
): Promise<LoginReply> {
  const auth = await approvedState(db, form.state, browser, now);
  const ticket = await readTicket(db, form.bind_ticket, 'bind', now);
  const subject = ticketSubject(ticket.subject);
  if (!subject || subject.state !== form.state) refuse('wechatStateMismatch');
  const plan =
    ticket.member_id === null
      ? ({ kind: 'create', fields: newMemberFields(form) } as const)
      : ({ kind: 'bind', memberId: ticket.member_id } as const);
  const identity = { wechat_unionid: auth.unionid, ...paymentOpenid(auth) };
  try {
    const member = await db.transaction().execute(async (trx): Promise<MemberLogin> => {
      await consumeTicket(trx, form.bind_ticket, 'bind', now);
      if (!(await spendState(trx, form.state, now))) refuse('wechatStateUsed');
      if (plan.kind === 'create') {
        const fields = { mobile: subject.mobile, email: null, ...plan.fields, ...identity };
        return (await createMember(trx, fields, now)).member;
      }
      const bound = await boundUnionid(trx, plan.memberId);
      if (bound && bound !== auth.unionid) refuse('wechatAccountBound');
      await trx
        .updateTable('member')
        .set({ ...identity, updated_at: now })
        .where('id', '=', plan.memberId)
        .execute();
      const member = await memberById(trx, plan.memberId);
      if (!member) refuse('ticketExpired');
      return member;
    });
    return await signIn(db, member, lang, now);
  } catch (error) {
    if (isUniqueViolation(error, 'wechat_unionid')) refuse('wechatIdentityBound');
    if (isUniqueViolation(error, 'mobile')) refuse('mobileRegistered');
    throw error;
  }
}

import { sql, type SqlBool } from 'kysely';
import type { ConsoleMemberPage } from '../../../../contract/console-members';
import { maskMobile } from '../../../../contract/rules';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { memberLevel } from '../../member';

// The members as the console finds them: by mobile, name or member number, newest first.

/** LIKE's own characters in what the staff member typed are matched as themselves. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A member's name as staff read it: family name first in Chinese, given name first in English. */
export function memberName(member: { last_name: string; first_name: string }, lang: Lang): string {
  const last = member.last_name.trim();
  const first = member.first_name.trim();
  if (!last || !first) return last || first;
  const cjk = /[\u3400-\u9fff]/.test(last + first);
  if (cjk) return `${last}${first}`;
  return lang === 'cn' ? `${last} ${first}` : `${first} ${last}`;
}

function found(db: Db, q: string | undefined) {
  let query = db.selectFrom('member');
  if (!q) return query;
  const words = q.replace(/\s+/g, ' ').trim();
  const digits = words.replace(/[\s-]/g, '');
  const like = likeText(words.toLowerCase());
  const contains = (expression: ReturnType<typeof sql>) =>
    sql<SqlBool>`lower(${expression}) like ${like} escape '\\'`;
  query = query.where((eb) =>
    eb.or([
      // A whole mobile or member number, or a part of one (the last four digits).
      ...(/^\d{3,}$/.test(digits)
        ? [
            sql<SqlBool>`${sql.ref('member.mobile')} like ${likeText(digits)} escape '\\'`,
            sql<SqlBool>`${sql.ref('member.card_no')} like ${likeText(digits)} escape '\\'`,
          ]
        : []),
      contains(sql`${sql.ref('member.card_no')}`),
      contains(sql`${sql.ref('member.last_name')} || ${sql.ref('member.first_name')}`),
      contains(sql`${sql.ref('member.first_name')} || ' ' || ${sql.ref('member.last_name')}`),
      contains(sql`${sql.ref('member.last_name')} || ' ' || ${sql.ref('member.first_name')}`),
    ]),
  );
  return query;
}

/**
 * The members the words find, newest first, a page at a time. Mobile numbers are masked here
 * (a list is seen over a shoulder and copied into spreadsheets); the member's page shows it whole.
 */
export async function listMembers(
  db: Db,
  q: string | undefined,
  page: number,
  pageSize: number,
  lang: Lang,
): Promise<ConsoleMemberPage> {
  const { total } = await found(db, q)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await found(db, q)
    .select([
      'id',
      'card_no',
      'mobile',
      'last_name',
      'first_name',
      'level',
      'points',
      'lifetime_points',
      'balance',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    card_no: row.card_no,
    name: memberName(row, lang),
    mobile: maskMobile(row.mobile),
    level: memberLevel(row).name[lang],
    points: Number(row.points),
    balance: Number(row.balance),
    created_at: Number(row.created_at),
  }));
  return { total: Number(total), page, page_size: pageSize, items };
}

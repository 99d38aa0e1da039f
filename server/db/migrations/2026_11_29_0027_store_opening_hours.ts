import { sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

interface Hours {
  opens: string;
  closes: string;
}

const WEEKDAYS = '一二三四五六日';
/** What appointments offered before a boutique's own hours were known: 10:00 to 18:00. */
const BEFORE: Hours = { opens: '10:00', closes: '18:00' };
const time = (text: string) => text.padStart(5, '0');

/**
 * The days and hours a boutique's Chinese text gives, "周一至周四 10:00–22:00，周五至周日
 * 10:00–22:30", by day of the week (1 Monday … 7 Sunday); empty when it cannot be read.
 */
function readHours(text: string): Map<number, Hours> {
  const days = new Map<number, Hours>();
  const part =
    /周([一二三四五六日])(?:\s*[至到-]\s*周([一二三四五六日]))?\s*(\d{1,2}:\d{2})\s*[–—-]\s*(\d{1,2}:\d{2})/g;
  for (const [, from = '', to, opens = '', closes = ''] of text.matchAll(part)) {
    const first = WEEKDAYS.indexOf(from) + 1;
    const last = to ? WEEKDAYS.indexOf(to) + 1 : first;
    if (time(opens) >= time(closes) || last < first) return new Map();
    for (let day = first; day <= last; day += 1) {
      days.set(day, { opens: time(opens), closes: time(closes) });
    }
  }
  return days;
}

export async function up(db: Db): Promise<void> {
  // A boutique's hours on each day of the week (1 Monday … 7 Sunday), as HH:MM in shop time; a
  // day without a row is a day it is closed. The text shoppers read stays in store_text.hours.
  await db.schema
    .createTable('store_opening_hours')
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('opens', 'varchar(5)', (c) => c.notNull())
    .addColumn('closes', 'varchar(5)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_opening_hours_pk', ['store_id', 'weekday'])
    .execute();
  // The hours an appointment was booked for, "18:00–22:00": they follow its boutique's hours that
  // day. Those booked before were offered 10:00–13:00 in the morning and 14:00–18:00 after.
  await db.schema
    .alterTable('appointment')
    .addColumn('hours', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update appointment set hours = '10:00–13:00' where period = 'am'`.execute(db);
  await sql`update appointment set hours = '14:00–18:00' where period = 'pm'`.execute(db);

  // The boutiques already there get the hours their text gives, or those appointments offered.
  const { rows } = await sql<{ id: number; hours: string | null }>`
    select store.id, store_text.hours from store
    left join store_text on store_text.store_id = store.id and store_text.lang = 'cn'
  `.execute(db);
  for (const row of rows) {
    const read = readHours(row.hours ?? '');
    const days = read.size ? read : new Map([1, 2, 3, 4, 5, 6, 7].map((day) => [day, BEFORE]));
    for (const [weekday, hours] of days) {
      await sql`
        insert into store_opening_hours (store_id, weekday, opens, closes)
        values (${row.id}, ${weekday}, ${hours.opens}, ${hours.closes})
      `.execute(db);
    }
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('appointment').dropColumn('hours').execute();
  await db.schema.dropTable('store_opening_hours').execute();
}

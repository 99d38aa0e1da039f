import { sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

/**
 * A boutique's answer to an appointment: confirmed (a state of its own, before the visit), the
 * message sent with a cancellation, and a version each change of the booking moves on, so that
 * two staff changing one booking at once cannot both win. A member's open appointment is waiting
 * or confirmed: one per boutique, day and period.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('appointment').addColumn('confirmed_at', 'bigint').execute();
  await db.schema
    .alterTable('appointment')
    .addColumn('staff_message', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('appointment')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex('appointment_waiting_slot_idx').execute();
  await db.schema
    .createIndex('appointment_open_slot_idx')
    .on('appointment')
    .columns(['member_id', 'store_id', 'date', 'period'])
    .unique()
    .where(sql.ref('status'), 'in', sql`('waiting', 'confirmed')`)
    .execute();
  await db.schema
    .createIndex('appointment_store_day_idx')
    .on('appointment')
    .columns(['store_id', 'date', 'period'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('appointment_store_day_idx').execute();
  await db.schema.dropIndex('appointment_open_slot_idx').execute();
  await db.schema
    .createIndex('appointment_waiting_slot_idx')
    .on('appointment')
    .columns(['member_id', 'store_id', 'date', 'period'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('waiting'))
    .execute();
  await db.schema.alterTable('appointment').dropColumn('version').execute();
  await db.schema.alterTable('appointment').dropColumn('staff_message').execute();
  await db.schema.alterTable('appointment').dropColumn('confirmed_at').execute();
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const appointment = db.schema.createTable('appointment');
  await (
    postgres
      ? appointment.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : appointment.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('service', 'varchar(16)', (c) => c.notNull())
    .addColumn('service_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('clothing_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('period', 'varchar(2)', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('appointment_member_idx')
    .on('appointment')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('appointment_status_idx')
    .on('appointment')
    .columns(['status', 'created_at'])
    .execute();
  // A member holds one waiting appointment per boutique, day and period, however requests race.
  await db.schema
    .createIndex('appointment_waiting_slot_idx')
    .on('appointment')
    .columns(['member_id', 'store_id', 'date', 'period'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('waiting'))
    .execute();

  await db.schema
    .createTable('store_closed_day')
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_closed_day_pk', ['store_id', 'date'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('store_closed_day').execute();
  await db.schema.dropTable('appointment').execute();
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // The brand's staff who run the shop from /admin: accounts apart from the shoppers'.
  await db.schema
    .createTable('staff')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    // Lower case, as typed at sign-in.
    .addColumn('account', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('display_name', 'varchar(64)', (c) => c.notNull())
    // owner, manager, customer_service, warehouse.
    .addColumn('role', 'varchar(24)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    // A one-time password was given (by the owner or the operator): changed before anything else.
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(1))
    // Base32 TOTP secrets: the confirmed one, and one asked for but not yet confirmed.
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('totp_pending_secret', 'varchar(64)')
    // The last 30-second step whose code was taken: a code is accepted once.
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // A staff member's signed-in browser; the token is kept as its SHA-256 digest only.
  await db.schema
    .createTable('staff_session')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    // The absolute end, whatever the activity.
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('staff_session_staff_idx')
    .on('staff_session')
    .column('staff_id')
    .execute();

  // The console's own settings (the second factor required of all staff), by key.
  await db.schema
    .createTable('staff_setting')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(255)', (c) => c.notNull())
    .execute();

  // Every change made by staff or the operator, written with the change; never changed after.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    // A staff id as text, or 'operator' for the command line.
    .addColumn('actor', 'varchar(32)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
    // JSON of the fields the change touched, before and after; null where there was none.
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_record_idx')
    .on('audit_log')
    .columns(['record_type', 'record_id'])
    .execute();

  if (postgres) {
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the audit log is append-only';
      end $$
    `.execute(db);
    await sql`
      create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()
    `.execute(db);
  } else {
    for (const event of ['update', 'delete']) {
      await sql`
        create trigger ${sql.raw(`audit_log_no_${event}`)} before ${sql.raw(event)} on audit_log
        begin select raise(abort, 'the audit log is append-only'); end
      `.execute(db);
    }
  }
}

export async function down(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('audit_log').execute();
  if (postgres) await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema.dropTable('staff_setting').execute();
  await db.schema.dropTable('staff_session').execute();
  await db.schema.dropTable('staff').execute();
}

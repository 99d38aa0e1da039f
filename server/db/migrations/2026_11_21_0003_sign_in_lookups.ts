import { sql, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // A WeChat authorization code lives a few minutes, less than the state it was issued for.
  await db.schema.alterTable('wechat_auth').addColumn('code_expires_at', 'bigint').execute();
  // Members sign in with their email address in any case.
  await db.schema
    .createIndex('member_email_lower_idx')
    .on('member')
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('member_email_lower_idx').execute();
  await db.schema.alterTable('wechat_auth').dropColumn('code_expires_at').execute();
}

import type { Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // Each WeChat sign-in keeps the digest of a secret its browser holds in a cookie; one without
  // (started before this column) is never taken.
  await db.schema.alterTable('wechat_auth').addColumn('browser_hash', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('wechat_auth').dropColumn('browser_hash').execute();
}

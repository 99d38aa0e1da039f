import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen: this migration must keep producing the same schema whatever the app becomes.

type Db = Kysely<unknown>;

function withId<T extends string>(db: Db, table: CreateTableBuilder<T, never>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

async function textTable(db: Db, name: string, owner: string, columns: string[]) {
  let table = db.schema
    .createTable(name)
    .addColumn(`${owner}_id`, 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull());
  for (const column of columns) {
    table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  }
  await table.addPrimaryKeyConstraint(`${name}_pk`, [`${owner}_id`, 'lang']).execute();
}

export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('member'))
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('password_hash', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birthday', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('province_code', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('city_code', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('special_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('newsletter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('card_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('level', 'varchar(16)', (c) => c.notNull().defaultTo('point_card'))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lifetime_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wechat_unionid', 'varchar(64)', (c) => c.unique())
    .addColumn('wechat_openid', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('member_session'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('member_session_member_idx')
    .on('member_session')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('captcha')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await withId(db, db.schema.createTable('sms_code'))
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('scene', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sms_code_mobile_idx')
    .on('sms_code')
    .columns(['mobile', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sms_code_ip_idx')
    .on('sms_code')
    .columns(['ip', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('sms_outbox'))
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('account_key', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_failed_at', 'bigint', (c) => c.notNull())
    .addColumn('last_failed_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('rate_counter')
    .addColumn('key', 'varchar(160)', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_counter_pk', ['key', 'window_start'])
    .execute();

  await db.schema
    .createTable('auth_ticket')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('wechat_auth')
    .addColumn('state', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('code_hash', 'varchar(64)')
    .addColumn('openid', 'varchar(64)')
    .addColumn('unionid', 'varchar(64)')
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('member_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('exchanged_at', 'bigint')
    .execute();

  await withId(db, db.schema.createTable('address'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('address_member_idx').on('address').column('member_id').execute();

  await withId(db, db.schema.createTable('coupon_template'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('value_fen', 'integer', (c) => c.notNull())
    .addColumn('min_spend_fen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_days', 'integer', (c) => c.notNull())
    .execute();
  await textTable(db, 'coupon_template_text', 'coupon_template', ['name', 'description']);

  await withId(db, db.schema.createTable('coupon'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('template_id', 'integer', (c) => c.notNull())
    .addColumn('value_fen', 'integer', (c) => c.notNull())
    .addColumn('min_spend_fen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_member_idx').on('coupon').column('member_id').execute();

  await withId(db, db.schema.createTable('point_record'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('point_record_member_idx')
    .on('point_record')
    .columns(['member_id', 'created_at'])
    .execute();

  for (const name of ['favorite', 'footprint'] as const) {
    await db.schema
      .createTable(name)
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('goods_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${name}_pk`, ['member_id', 'goods_id'])
      .execute();
  }

  await withId(db, db.schema.createTable('agreement'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await textTable(db, 'agreement_text', 'agreement', ['title', 'content']);
}

export async function down(db: Db): Promise<void> {
  const tables = [
    'agreement_text',
    'agreement',
    'footprint',
    'favorite',
    'point_record',
    'coupon',
    'coupon_template_text',
    'coupon_template',
    'address',
    'wechat_auth',
    'auth_ticket',
    'rate_counter',
    'login_failure',
    'sms_outbox',
    'sms_code',
    'captcha',
    'member_session',
    'member',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}

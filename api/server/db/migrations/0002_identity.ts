import { type Kysely, sql } from 'kysely';

/**
 * Identity: the organisation of staff (dimensions, org trees, jobs, posts, roles and the user links),
 * the password strategy, verification codes, the development outbox, single sign-on tickets,
 * registered companies and the shared rate-limit counters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dems')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('orgs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.references('orgs.id').onDelete('cascade'))
    .addColumn('dem_id', 'text', (c) => c.notNull().references('dems.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orgs_parent').on('orgs').columns(['dem_id', 'parent_id']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
    .addColumn('job_id', 'text', (c) => c.references('jobs.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('posts_org').on('posts').column('org_id').execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('user_orgs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
    .addColumn('is_master', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('user_orgs_pk', ['user_id', 'org_id'])
    .execute();
  await db.schema.createIndex('user_orgs_org').on('user_orgs').column('org_id').execute();

  await db.schema
    .createTable('user_posts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('is_master', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('user_posts_pk', ['user_id', 'post_id'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('password_strategy')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('enable', 'boolean', (c) => c.notNull())
    .addColumn('pwd_rule', 'integer', (c) => c.notNull())
    .addColumn('pwd_length', 'integer', (c) => c.notNull())
    .execute();
  // The strategy is configuration, not demo data: a PostgreSQL deployment without demo data needs it too.
  await sql`insert into password_strategy (id, enable, pwd_rule, pwd_length) values (1, true, 2, 8)`.execute(
    db,
  );

  await db.schema
    .createTable('verification_codes')
    .addColumn('target', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('dev_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('dev_outbox_target').on('dev_outbox').column('target').execute();

  await db.schema
    .createTable('sso_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('legal_person', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('business_scope', 'text', (c) => c.notNull())
    .addColumn('business_license', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();

  // Sending a code to a mobile number looks its user up by it.
  await db.schema.createIndex('users_mobile').on('users').column('mobile').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_mobile').ifExists().execute();
  const tables = [
    'rate_limit_hits',
    'companies',
    'sso_tickets',
    'dev_outbox',
    'verification_codes',
    'password_strategy',
    'user_roles',
    'user_posts',
    'user_orgs',
    'roles',
    'posts',
    'jobs',
    'orgs',
    'dems',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}

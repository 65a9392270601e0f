import { type Kysely, sql } from 'kysely';

/**
 * The portal shell: menus and method permissions with their grants, index layouts and columns, apps,
 * frequently used entries, per-user tags, news, short links and uploaded files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menus')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('alias', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('menu_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text')
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('parent_id', 'text', (c) => c.references('menus.id').onDelete('cascade'))
    .addColumn('route_definition', 'text')
    .addColumn('badge', 'text')
    .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('target', 'text')
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('menus_parent').on('menus').column('parent_id').execute();

  // Who may see a menu, call a method or open an app. A grantee is a user, an identity, a role, or
  // everyone signed in; one table so that the three kinds of object share one rule.
  await db.schema
    .createTable('portal_grants')
    .addColumn('object_kind', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('grantee_kind', 'text', (c) => c.notNull())
    .addColumn('grantee_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('portal_grants_pk', ['object_kind', 'object_id', 'grantee_kind', 'grantee_id'])
    .execute();
  await db.schema
    .createIndex('portal_grants_grantee')
    .on('portal_grants')
    .columns(['grantee_kind', 'grantee_id'])
    .execute();

  await db.schema
    .createTable('method_auths')
    .addColumn('alias', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('menu_alias', 'text')
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('index_layouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('alias', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('config_content', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('index_columns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('alias', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('col_type', 'text', (c) => c.notNull())
    .addColumn('data_service', 'text')
    .addColumn('data_url', 'text')
    .addColumn('data_method', 'text', (c) => c.notNull().defaultTo('GET'))
    .addColumn('data_param', 'text')
    .addColumn('template', 'text')
    .execute();

  await db.schema
    .createTable('user_layout_configs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('layout_id', 'text', (c) => c.notNull().references('index_layouts.id').onDelete('cascade'))
    .addColumn('config_content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_layout_configs_pk', ['user_id', 'layout_id'])
    .execute();

  await db.schema
    .createTable('sys_apps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('target', 'text')
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('often_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('menu'))
    .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('often_entries_user').on('often_entries').column('user_id').execute();

  await db.schema
    .createTable('sys_tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sys_tags_user_type_name', ['user_id', 'type_code', 'name'])
    .execute();

  await db.schema
    .createTable('news_classes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('uploader_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploader_account', 'text')
    .addColumn('batch_id', 'text')
    .addColumn('props', 'text')
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('files_batch').on('files').columns(['uploader_id', 'batch_id']).execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('classify_id', 'text', (c) => c.notNull().references('news_classes.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addColumn('publish_time', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('news_classify_time')
    .on('news')
    .columns(['classify_id', 'publish_time'])
    .execute();

  await db.schema
    .createTable('short_urls')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('long_url', 'text', (c) => c.notNull())
    .addColumn('guest', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'short_urls',
    'news',
    'files',
    'news_classes',
    'sys_tags',
    'often_entries',
    'sys_apps',
    'user_layout_configs',
    'index_columns',
    'index_layouts',
    'method_auths',
    'portal_grants',
    'menus',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}

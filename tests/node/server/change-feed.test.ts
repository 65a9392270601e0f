import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { writtenTables } from '../../../api/server/db/change-feed.js';
import type { Database } from '../../../api/server/db/schema.js';

// Builds queries without a database: only their operation nodes are read.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('the tables a statement writes (change-feed.ts writtenTables)', () => {
  it('reads inserts, updates (aliased too) and deletes off the query Kysely built', () => {
    assert.deepEqual(
      writtenTables(
        db
          .insertInto('news')
          .values({ id: 'n' } as never)
          .toOperationNode(),
      ),
      ['news'],
    );
    assert.deepEqual(
      writtenTables(
        db.updateTable('procure_notices as n').set({ title: 't' }).where('n.id', '=', 'x').toOperationNode(),
      ),
      ['procure_notices'],
    );
    assert.deepEqual(writtenTables(db.deleteFrom('news_classes').where('id', '=', 'c').toOperationNode()), [
      'news_classes',
    ]);
  });

  it('finds a write inside a CTE, and none in a read or a raw statement', () => {
    const query = db
      .with('moved', (w) => w.updateTable('procure_projects').set({ state: 'registering' }).returning('id'))
      .insertInto('news')
      .values({ id: 'n' } as never)
      .toOperationNode();
    assert.deepEqual(writtenTables(query).sort(), ['news', 'procure_projects']);
    assert.deepEqual(writtenTables(db.selectFrom('news').selectAll().toOperationNode()), []);
    assert.deepEqual(writtenTables(sql`update news set title = 't'`.toOperationNode()), []);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import {
  DummyDriver,
  Kysely,
  PGliteDialect,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import type { QueryFilter } from '../../../api/contract/envelope.js';
import { HttpError } from '../../../api/server/http/envelope.js';
import {
  filterExpression,
  type ListSpec,
  pageRequest,
  runPagedQuery,
  sortColumns,
} from '../../../api/server/http/query-body.js';

interface Item {
  id: string;
  name: string;
  code: string;
  price: number;
  active: boolean;
  created: Date;
  parent: string | null;
}

interface TestDb {
  items: Item;
}

const SPEC: ListSpec = {
  columns: {
    name: { column: 'items.name' },
    code: { column: 'items.code' },
    price: { column: 'items.price', kind: 'number' },
    active: { column: 'items.active', kind: 'boolean' },
    created: { column: 'items.created', kind: 'date' },
    parent: { column: 'items.parent', noSort: true },
    tag: { filter: (_operation, values) => sql<boolean>`items.code = any(${sql.val(values.map(String))})` },
  },
  defaultSort: [{ column: 'items.id', direction: 'asc' }],
};

const compiler = new Kysely<TestDb>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

function compiled(filters: QueryFilter[]) {
  const where = filterExpression(filters, SPEC);
  const query = compiler.selectFrom('items').select('id');
  return (where ? query.where(where) : query).compile();
}

function refusal(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    assert.ok(error instanceof HttpError);
    assert.equal(error.statusCode, 400);
    return error.message;
  }
  assert.fail('expected a 400');
}

describe('QueryBody to SQL', () => {
  it('maps every operation onto a whitelisted column with bound values', () => {
    const cases: [QueryFilter, string, unknown[]][] = [
      [{ property: 'name', value: '泵', operation: 'EQUAL' }, '"items"."name" = $1', ['泵']],
      [{ property: 'name', value: '泵', operation: 'NOT_EQUAL' }, '"items"."name" <> $1', ['泵']],
      [{ property: 'name', value: '5%_x', operation: 'LIKE' }, '"items"."name" ilike $1', ['%5\\%\\_x%']],
      [{ property: 'name', value: '泵', operation: 'LEFT_LIKE' }, '"items"."name" ilike $1', ['%泵']],
      [{ property: 'name', value: '泵', operation: 'RIGHT_LIKE' }, '"items"."name" ilike $1', ['泵%']],
      [{ property: 'code', value: ['a', 'b'], operation: 'IN' }, '"items"."code" in ($1, $2)', ['a', 'b']],
      [
        { property: 'code', value: 'a, b', operation: 'NOT_IN' },
        '"items"."code" not in ($1, $2)',
        ['a', 'b'],
      ],
      [{ property: 'price', value: '10', operation: 'GREAT' }, '"items"."price" > $1', [10]],
      [{ property: 'price', value: 10, operation: 'GREAT_EQUAL' }, '"items"."price" >= $1', [10]],
      [{ property: 'price', value: 10, operation: 'LESS' }, '"items"."price" < $1', [10]],
      [{ property: 'price', value: 10, operation: 'LESS_EQUAL' }, '"items"."price" <= $1', [10]],
      [
        { property: 'price', value: [1, 9], operation: 'BETWEEN' },
        '"items"."price" between $1 and $2',
        [1, 9],
      ],
      [{ property: 'parent', value: null, operation: 'IS_NULL' }, '"items"."parent" is null', []],
      [{ property: 'parent', value: undefined, operation: 'NOTNULL' }, '"items"."parent" is not null', []],
      [{ property: 'active', value: 'true', operation: 'EQUAL' }, '"items"."active" = $1', [true]],
    ];
    for (const [filter, condition, parameters] of cases) {
      const query = compiled([filter]);
      assert.equal(query.sql, `select "id" from "items" where ((${condition}))`, filter.operation);
      assert.deepEqual(query.parameters, parameters, filter.operation);
    }
  });

  it('reads dates, and hands custom properties their converted values', () => {
    const date = compiled([{ property: 'created', value: '2026-03-01', operation: 'GREAT_EQUAL' }]);
    assert.ok(date.parameters[0] instanceof Date);
    const custom = compiled([{ property: 'tag', value: ['x', 'y'], operation: 'IN' }]);
    assert.equal(custom.sql, 'select "id" from "items" where ((items.code = any($1)))');
    assert.deepEqual(custom.parameters, [['x', 'y']]);
  });

  it('joins a group by its relation and groups by AND; empty values do not filter', () => {
    const query = compiled([
      { property: 'name', value: '泵', operation: 'LIKE', group: 'search', relation: 'OR' },
      { property: 'code', value: '泵', operation: 'LIKE', group: 'search' },
      { property: 'active', value: true, operation: 'EQUAL' },
      { property: 'price', value: '', operation: 'GREAT' },
    ]);
    assert.equal(
      query.sql,
      'select "id" from "items" where (("items"."name" ilike $1 or "items"."code" ilike $2) and ("items"."active" = $3))',
    );
    assert.equal(filterExpression([{ property: 'name', value: '', operation: 'LIKE' }], SPEC), undefined);
    assert.equal(filterExpression(undefined, SPEC), undefined);
  });

  it('refuses properties outside the whitelist and values that do not fit the column', () => {
    assert.equal(
      refusal(() => compiled([{ property: 'password_hash', value: 'x', operation: 'EQUAL' }])),
      '不支持的查询条件：password_hash',
    );
    assert.equal(
      refusal(() => compiled([{ property: 'constructor', value: 'x', operation: 'EQUAL' }])),
      '不支持的查询条件：constructor',
    );
    assert.equal(
      refusal(() => compiled([{ property: 'price', value: 'cheap', operation: 'EQUAL' }])),
      '查询条件 price 的值不正确',
    );
    assert.equal(
      refusal(() => compiled([{ property: 'active', value: 'yes', operation: 'EQUAL' }])),
      '查询条件 active 的值不正确',
    );
    assert.equal(
      refusal(() => compiled([{ property: 'created', value: 'soon', operation: 'LESS' }])),
      '查询条件 created 的值不正确',
    );
    assert.equal(
      refusal(() => compiled([{ property: 'price', value: 1, operation: 'LIKE' }])),
      '查询条件 price 不支持模糊查询',
    );
    assert.equal(
      refusal(() => compiled([{ property: 'price', value: [1], operation: 'BETWEEN' }])),
      '查询条件 price 须给出两个值',
    );
    assert.equal(
      refusal(() => compiled([{ property: 'name', value: ['a'], operation: 'EQUAL' }])),
      '查询条件 name 的值不正确',
    );
    assert.equal(
      refusal(() => compiled([{ property: 'name', value: { a: 1 }, operation: 'EQUAL' }])),
      '查询条件 name 的值不正确',
    );
    const many = Array.from({ length: 1001 }, (_, index) => `c${index}`);
    assert.equal(
      refusal(() => compiled([{ property: 'code', value: many, operation: 'IN' }])),
      '查询条件 code 的值过多',
    );
  });

  it('sorts by whitelisted columns first, then by the list’s default order', () => {
    assert.deepEqual(sortColumns([{ property: 'price', direction: 'DESC' }], SPEC), [
      { column: 'items.price', direction: 'desc' },
      { column: 'items.id', direction: 'asc' },
    ]);
    assert.deepEqual(sortColumns(undefined, SPEC), [{ column: 'items.id', direction: 'asc' }]);
    assert.equal(
      refusal(() => sortColumns([{ property: 'name; drop', direction: 'ASC' }], SPEC)),
      '不支持的排序字段：name; drop',
    );
    assert.equal(
      refusal(() => sortColumns([{ property: 'tag', direction: 'ASC' }], SPEC)),
      '不支持的排序字段：tag',
    );
    assert.equal(
      refusal(() => sortColumns([{ property: 'parent', direction: 'ASC' }], SPEC)),
      '不支持的排序字段：parent',
    );
  });

  it('reads the page bean with defaults', () => {
    assert.deepEqual(pageRequest(undefined), { page: 1, pageSize: 20, showTotal: true });
    assert.deepEqual(pageRequest({ pageBean: { page: 3, pageSize: -1, showTotal: false } }), {
      page: 3,
      pageSize: -1,
      showTotal: false,
    });
    assert.deepEqual(pageRequest({}, 50), { page: 1, pageSize: 50, showTotal: true });
    refusal(() => pageRequest({ pageBean: { page: 1, pageSize: 0 } }));
  });
});

describe('runPagedQuery on a database', () => {
  let pglite: PGlite;
  let db: Kysely<TestDb>;

  before(async () => {
    pglite = new PGlite();
    db = new Kysely<TestDb>({ dialect: new PGliteDialect({ pglite }) });
    await sql`create table items (id text primary key, name text not null, code text not null, price integer not null,
      active boolean not null, created timestamptz not null, parent text)`.execute(db);
    await db
      .insertInto('items')
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          id: `i${String(index + 1).padStart(2, '0')}`,
          name: index % 2 ? `水泵${index + 1}` : `阀门${index + 1}`,
          code: `C${index + 1}`,
          price: (index + 1) * 10,
          active: index % 5 !== 0,
          created: new Date(Date.UTC(2026, 0, index + 1)),
          parent: index < 5 ? null : 'i01',
        })),
      )
      .execute();
  });
  after(async () => {
    await db.destroy();
  });

  const query = () => db.selectFrom('items').select(['items.id', 'items.name', 'items.price']);

  it('pages with a total', async () => {
    const page = await runPagedQuery(query(), { pageBean: { page: 2, pageSize: 10 } }, SPEC);
    assert.equal(page.total, 25);
    assert.equal(page.page, 2);
    assert.equal(page.pageSize, 10);
    assert.deepEqual(
      page.rows.map((row) => row.id),
      ['i11', 'i12', 'i13', 'i14', 'i15', 'i16', 'i17', 'i18', 'i19', 'i20'],
    );
    const last = await runPagedQuery(query(), { pageBean: { page: 3, pageSize: 10 } }, SPEC);
    assert.equal(last.rows.length, 5);
    const beyond = await runPagedQuery(query(), { pageBean: { page: 9, pageSize: 10 } }, SPEC);
    assert.deepEqual(beyond.rows, []);
    assert.equal(beyond.total, 25);
  });

  it('answers every row for pageSize -1, and no count when showTotal is false', async () => {
    const all = await runPagedQuery(query(), { pageBean: { page: 4, pageSize: -1 } }, SPEC);
    assert.equal(all.rows.length, 25);
    assert.deepEqual(
      { total: all.total, page: all.page, pageSize: all.pageSize },
      { total: 25, page: 1, pageSize: -1 },
    );
    const noTotal = await runPagedQuery(
      query(),
      { pageBean: { page: 1, pageSize: 5, showTotal: false } },
      SPEC,
    );
    assert.equal(noTotal.total, -1);
    assert.equal(noTotal.rows.length, 5);
  });

  it('filters and sorts on the database, the total following the filters', async () => {
    const page = await runPagedQuery(
      query(),
      {
        pageBean: { page: 1, pageSize: 3 },
        querys: [
          { property: 'name', value: '水泵', operation: 'RIGHT_LIKE' },
          { property: 'active', value: 1, operation: 'EQUAL' },
          { property: 'price', value: [50, 200], operation: 'BETWEEN' },
          { property: 'parent', value: null, operation: 'NOTNULL' },
        ],
        sorter: [{ property: 'price', direction: 'DESC' }],
      },
      SPEC,
    );
    assert.deepEqual(
      page.rows.map((row) => row.name),
      ['水泵20', '水泵18', '水泵14'],
    );
    assert.equal(page.total, 6);
    const like = await runPagedQuery(
      query(),
      { querys: [{ property: 'name', value: '%', operation: 'LIKE' }] },
      SPEC,
    );
    assert.equal(like.total, 0);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { ColumnContent } from '../../../api/contract/tender-site.js';
import { startTestServer, type TestServer } from './harness.js';

const COLUMNS = '/form/wColumnManage/v1/getDetailByColumnName';

describe('wColumnManage getDetailByColumnName', () => {
  let server: TestServer;
  const ask = (query: string) =>
    server.request<Required<Envelope<ColumnContent[]>>>('GET', `${COLUMNS}?${query}`);

  before(async () => {
    server = await startTestServer();
  });
  after(() => server.stop());

  it('answers a visitor the columns asked for, in that order, with their rich text', async () => {
    const { status, body } = await ask('columnNames=contactUs,companyIntro');
    assert.equal(status, 200);
    assert.equal(body.state, true);
    assert.deepEqual(
      body.value.map((column) => [column.columnName, column.title]),
      [
        ['contactUs', '联系我们'],
        ['companyIntro', '公司简介'],
      ],
    );
    assert.match(body.value[0]!.content, /0571-88886666/);
    assert.ok(!Number.isNaN(Date.parse(body.value[0]!.updateTime)));
  });

  it('has every column of the about-us and tutorial pages', async () => {
    const names = 'companyIntro,developmentHistory,contactUs,purchaserGuide,supplierGuide,faq,userGuide';
    const { body } = await ask(`columnNames=${names}`);
    assert.deepEqual(
      body.value.map((column) => column.columnName),
      names.split(','),
    );
    assert.ok(body.value.every((column) => column.content.length > 50));
  });

  it('takes the parameter repeated, and leaves out unknown and disabled columns', async () => {
    await server.app.db
      .updateTable('column_contents')
      .set({ enabled: false })
      .where('column_name', '=', 'faq')
      .execute();
    const { body } = await ask('columnNames=faq&columnNames=supplierGuide&columnNames=nothing');
    assert.deepEqual(
      body.value.map((column) => column.columnName),
      ['supplierGuide'],
    );
  });

  it('refuses a missing, empty, malformed or too long list with a 400', async () => {
    for (const query of [
      '',
      'columnNames=',
      'columnNames=a%3Cb',
      `columnNames=${Array.from({ length: 21 }, (_, i) => `c${i}`).join(',')}`,
    ]) {
      const { status, body } = await server.request<Required<Envelope<unknown>>>(
        'GET',
        `${COLUMNS}?${query}`,
      );
      assert.equal(status, 400, query);
      assert.equal(body.state, false);
      assert.match(body.message, /请求参数不正确/);
    }
  });
});

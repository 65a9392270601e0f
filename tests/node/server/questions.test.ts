import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { TenderQuestion, TenderQuestions } from '../../../api/contract/questions.js';
import type { ProcureMessage } from '../../../api/contract/tender.js';
import { startTestServer, type TestServer } from './harness.js';
import { itAnswersAsTheTableSays, type Outcome, outcomesIn } from './permission-matrix.js';
import { ACCOUNTS, type Account, ALL, caller, PORTAL, tokensFor } from './procure-project-helpers.js';

/**
 * Public questions and answers (issue 36) over HTTP: who may read, ask and answer (the permission
 * matrix), and a question's way from a supplier to the public notice. Demo projects: p-017 purchaser2's
 * and p-011 purchaser's, both registering; p-015 the purchaser's, its registration closed; p-107 quoting;
 * p-101 a draft of the purchaser.
 */

const QA = `${PORTAL}/procureQuestion/v1`;

type Identity = 'visitor' | Account;
const IDENTITIES: Identity[] = ['visitor', ...ACCOUNTS];
const expect = outcomesIn(IDENTITIES);

interface Row {
  call: string;
  object: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  expected: Record<Identity, Outcome>;
}

// Order: visitor, purchaser, purchaser2, supplier, supplier2, supplier3, admin, staff.
const ROWS: Row[] = [
  // p-017 has one answered question and one waiting, both the supplier's: the waiting one reaches its
  // purchaser, administrators and its asker only.
  {
    call: 'query',
    object: "purchaser2's published",
    method: 'GET',
    path: `${QA}/query?projectId=p-017`,
    expected: expect('ok:1', 'ok:1', 'ok:2', 'ok:2', 'ok:1', 'ok:1', 'ok:2', 'ok:1'),
  },
  {
    call: 'query',
    object: "purchaser's draft",
    method: 'GET',
    path: `${QA}/query?projectId=p-101`,
    expected: expect('refused', 'ok:0', 'refused', 'refused', 'refused', 'refused', 'ok:0', 'refused'),
  },
  {
    call: 'ask',
    object: 'registering',
    method: 'POST',
    path: `${QA}/ask`,
    body: { projectId: 'p-011', question: '是否接受联合体投标？' },
    expected: expect(401, 403, 403, 'ok', 'ok', 'ok', 403, 403),
  },
  {
    call: 'ask',
    object: 'quoting',
    method: 'POST',
    path: `${QA}/ask`,
    body: { projectId: 'p-107', question: '报价是否含运费？' },
    expected: expect(401, 403, 403, 'refused', 'refused', 'refused', 403, 403),
  },
  {
    call: 'ask',
    object: "purchaser's draft",
    method: 'POST',
    path: `${QA}/ask`,
    body: { projectId: 'p-101', question: '何时发布？' },
    expected: expect(401, 403, 'refused', 'refused', 'refused', 'refused', 403, 'refused'),
  },
  // qa-m3 waits on the purchaser's p-011: only they answer it (once; the refusal of a second answer is
  // a test of its own below).
  {
    call: 'answer',
    object: "purchaser's question",
    method: 'POST',
    path: `${QA}/answer`,
    body: { id: 'qa-m3', answer: '接受。' },
    expected: expect(401, 'ok', 403, 403, 403, 403, 403, 403),
  },
  {
    call: 'answer',
    object: 'unknown',
    method: 'POST',
    path: `${QA}/answer`,
    body: { id: 'qa-none', answer: '无' },
    expected: expect(401, 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused'),
  },
];

describe('public questions and answers', () => {
  let server: TestServer;
  let tokens: Record<Account, string>;
  let api: ReturnType<typeof caller>;

  before(async () => {
    server = await startTestServer();
    tokens = await tokensFor(server);
    api = caller(server);
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await server.app.db
      .insertInto('procure_questions')
      .values([
        {
          id: 'qa-m1',
          project_id: 'p-017',
          asker_id: 'u-supplier',
          question: '工期能否顺延？',
          asked_at: at(-30),
          answer: '不能。',
          answerer_id: 'u-purchaser2',
          answered_at: at(-20),
        },
        {
          id: 'qa-m2',
          project_id: 'p-017',
          asker_id: 'u-supplier',
          question: '付款方式？',
          asked_at: at(-10),
        },
        {
          id: 'qa-m3',
          project_id: 'p-011',
          asker_id: 'u-supplier2',
          question: '能否分包？',
          asked_at: at(-5),
        },
      ])
      .execute();
  });
  after(() => server.stop());

  describe('the permission matrix', () => {
    async function outcomeOf(row: Row, identity: Identity): Promise<Outcome> {
      const token = identity === 'visitor' ? undefined : tokens[identity];
      const response = await server.request<Envelope<TenderQuestions>>(row.method, row.path, {
        token,
        ...(row.body === undefined ? {} : { body: row.body }),
      });
      if (response.status !== 200) return response.status as Outcome;
      if (!response.body.state) return 'refused';
      const questions = response.body.value?.questions;
      return questions ? `ok:${questions.length}` : 'ok';
    }
    itAnswersAsTheTableSays(IDENTITIES, ROWS, outcomeOf);
  });

  describe('a question from a supplier to the public notice', () => {
    let asked: TenderQuestion;

    it('takes a supplier’s question and tells the purchaser', async () => {
      const answer = await api.post<TenderQuestion>(
        `${QA}/ask`,
        { projectId: 'p-024', question: '  请问<b>样品</b>是否需要提前送达？ ' },
        tokens.supplier3,
      );
      assert.equal(answer.body.state, true, answer.body.message);
      asked = answer.body.value as TenderQuestion;
      // Plain text, kept as typed (trimmed): the page renders it as text.
      assert.equal(asked.question, '请问<b>样品</b>是否需要提前送达？');
      assert.equal(asked.mine, true);
      assert.equal(asked.answer, null);
      const messages = await api.post<PageList<ProcureMessage>>(
        `${PORTAL}/procureMessage/v1/getMyMessage`,
        ALL,
        tokens.purchaser2,
        'en-US',
      );
      const subjects = messages.body.value?.rows.map((row) => row.subject) ?? [];
      assert.ok(
        subjects.some((subject) => /^A new question about “.+”$/.test(subject)),
        subjects.join('|'),
      );
    });

    it('shows a waiting question to its asker and the purchaser only', async () => {
      const visitor = await api.get<TenderQuestions>(`${QA}/query?projectId=p-024`);
      assert.deepEqual(visitor.body.value?.questions, []);
      assert.equal(visitor.body.value?.canAsk, false);
      assert.equal(visitor.body.value?.askRefusal, null);
      const purchaser = await api.get<TenderQuestions>(`${QA}/query?projectId=p-024`, tokens.purchaser2);
      assert.deepEqual(
        purchaser.body.value?.questions.map((question) => [question.question, question.mine]),
        [[asked.question, false]],
      );
      assert.equal(purchaser.body.value?.canAnswer, true);
      const other = await api.get<TenderQuestions>(`${QA}/query?projectId=p-024`, tokens.supplier2);
      assert.deepEqual(other.body.value?.questions, []);
      assert.equal(other.body.value?.canAsk, true);
    });

    it('publishes the answer without the asker’s name and tells the asker', async () => {
      const answered = await api.post<TenderQuestion>(
        `${QA}/answer`,
        { id: asked.id, answer: '需要，请于报名截止前送达。' },
        tokens.purchaser2,
      );
      assert.equal(answered.body.state, true, answered.body.message);
      const visitor = await server.request<Envelope<TenderQuestions>>('GET', `${QA}/query?projectId=p-024`);
      assert.deepEqual(
        visitor.body.value?.questions.map((question) => [question.question, question.answer, question.mine]),
        [[asked.question, '需要，请于报名截止前送达。', false]],
      );
      // Nothing of who asked reaches a reader: no account, name or user id in the answer.
      const text = JSON.stringify(visitor.body);
      for (const trace of ['supplier3', 'u-supplier3', '供应商三']) assert.ok(!text.includes(trace), trace);
      const messages = await api.post<PageList<ProcureMessage>>(
        `${PORTAL}/procureMessage/v1/getMyMessage`,
        ALL,
        tokens.supplier3,
        'zh-TW',
      );
      const subjects = messages.body.value?.rows.map((row) => row.subject) ?? [];
      assert.ok(
        subjects.some((subject) => /^您對「.+」專案的提問已答覆$/.test(subject)),
        subjects.join('|'),
      );
    });

    it('refuses a second answer', async () => {
      const again = await api.post(
        `${QA}/answer`,
        { id: asked.id, answer: '改答。' },
        tokens.purchaser2,
        'en-US',
      );
      assert.equal(again.body.state, false);
      assert.equal(again.body.message, 'This question has been answered already');
    });

    it('refuses a question once registration has closed, in the caller’s language', async () => {
      const closed = await api.post(
        `${QA}/ask`,
        { projectId: 'p-015', question: '还能报名吗？' },
        tokens.supplier,
        'en-US',
      );
      assert.equal(closed.body.state, false);
      assert.equal(closed.body.message, 'Registration has closed; questions can no longer be asked');
      const query = await api.get<TenderQuestions>(`${QA}/query?projectId=p-015`, tokens.supplier, 'zh-TW');
      assert.equal(query.body.value?.canAsk, false);
      assert.equal(query.body.value?.askRefusal, '報名已截止，不能再提問');
    });

    it('refuses a blank question naming the field', async () => {
      const blank = await api.post(
        `${QA}/ask`,
        { projectId: 'p-024', question: '   ' },
        tokens.supplier,
        'en-US',
      );
      assert.equal(blank.status, 400);
      assert.match(blank.body.message, /Question/);
    });

    it('takes no more than five waiting questions of one supplier, and more once one is answered', async () => {
      const ask = (question: string, language?: string) =>
        api.post<TenderQuestion>(`${QA}/ask`, { projectId: 'p-024', question }, tokens.supplier2, language);
      const waiting: TenderQuestion[] = [];
      for (let index = 1; index <= 5; index += 1) {
        const answer = await ask(`第${index}个问题？`);
        assert.equal(answer.body.state, true, answer.body.message);
        waiting.push(answer.body.value as TenderQuestion);
      }
      const sixth = await ask('第6个问题？', 'en-US');
      assert.equal(sixth.body.state, false);
      assert.equal(
        sixth.body.message,
        'You have 5 questions about this project waiting for an answer; ask again once they are answered',
      );
      const query = await api.get<TenderQuestions>(`${QA}/query?projectId=p-024`, tokens.supplier2);
      assert.equal(query.body.value?.canAsk, false);
      assert.equal(query.body.value?.askRefusal, '您在本项目的提问已有5个待答复，请待答复后再提问');

      const answered = await api.post(
        `${QA}/answer`,
        { id: waiting[0]?.id, answer: '已答复。' },
        tokens.purchaser2,
      );
      assert.equal(answered.body.state, true, answered.body.message);
      assert.equal((await ask('第6个问题？')).body.state, true);
    });
  });
});

// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the models' expressions are ${…} text, not templates
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import type { CompleteResult, FormDefinition } from '../../../api/contract/workflow.js';
import type { TestServer } from './harness.js';
import { nextTasksOf, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * Models as Camunda Modeler and the Flowable modeler write them (tests/node/workflow/fixtures/), stored as
 * definitions without any node settings, started and handled over HTTP: the model's own assignments find
 * the portal's people, its conditions read the form's values, and what the portal cannot run is refused.
 */
const fixture = (name: string) =>
  readFileSync(new URL(`../workflow/fixtures/${name}`, import.meta.url), 'utf8');

/** A form whose fields are writable everywhere. */
const formOf = (key: string, fields: FormDefinition['fields']): FormDefinition => ({
  key,
  name: key,
  fields,
  permissions: { '*': Object.fromEntries(fields.map((field) => [field.name, 'w'])) },
});

const DEFINITIONS = [
  {
    key: 'vacationRequest',
    file: 'camunda-vacation.bpmn',
    form: formOf('vacationRequest', [
      {
        name: 'vacationApproved',
        label: '审批结果',
        type: 'select',
        options: [
          { value: 'Approve', label: '同意' },
          { value: 'Reject', label: '不同意' },
        ],
      },
    ]),
  },
  {
    key: 'expenseClaim',
    file: 'flowable-expense.bpmn',
    form: formOf('expenseClaim', [
      { name: 'amount', label: '金额', type: 'money' },
      { name: 'approvers', label: '会签人', type: 'text' },
    ]),
  },
  {
    key: 'Process_purchase',
    file: 'bpmnio-purchase.bpmn',
    form: formOf('Process_purchase', [
      { name: 'amount', label: '金额', type: 'money' },
      { name: 'copies', label: '份数', type: 'number' },
    ]),
  },
  { key: 'orderFulfilment', file: 'camunda-unsupported.bpmn', form: formOf('orderFulfilment', []) },
];

describe('models other tools write, started and handled over HTTP', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });

  before(async () => {
    // No deploy call yet: the definitions are stored as the seed stores its own, without node settings.
    for (const [index, definition] of DEFINITIONS.entries()) {
      await server.app.db
        .insertInto('bpm_definitions')
        .values({
          id: `def-outside-${index}`,
          def_key: definition.key,
          name: definition.key,
          description: null,
          category_id: null,
          icon: null,
          bpmn_xml: fixture(definition.file),
          form_json: JSON.stringify(definition.form),
          nodes_json: '{}',
          subject_rule: null,
        })
        .execute();
      await server.app.db
        .insertInto('bpm_start_rights')
        .values({ def_key: definition.key, kind: 'everyone', target_id: '*' })
        .execute();
    }
  });

  const complete = async (account: string, instId: string, nodeId: string, data = {}) => {
    const taskId = await flow.pendingTask(instId, nodeId, account);
    const { body } = await flow.complete(account, { taskId, actionName: 'agree', opinion: '', data });
    assert.equal(body.state, true, body.message);
    return body.value as CompleteResult;
  };

  it('Camunda: a potentialOwner resourceRef names 刘洋, the initiator variable the initiator; conditions read the form', async () => {
    const instId = await flow.start('staff', 'vacationRequest', {});
    assert.deepEqual(await flow.candidatesOf(instId, 'Task_approve'), ['u-liuyang']);
    const rejected = await complete('liuyang', instId, 'Task_approve', { vacationApproved: 'Reject' });
    assert.deepEqual(nextTasksOf(rejected), [['Task_adjust', ['王晓明']]]);
    assert.deepEqual(await flow.candidatesOf(instId, 'Task_adjust'), ['u-staff']);
    await complete('staff', instId, 'Task_adjust');
    const approved = await complete('liuyang', instId, 'Task_approve', { vacationApproved: 'Approve' });
    assert.equal(approved.status, 'end');
  });

  it('Camunda: a condition over a variable nobody set is refused naming the flow, in the caller’s language, and the task stays', async () => {
    const instId = await flow.start('staff', 'vacationRequest', {});
    const taskId = await flow.pendingTask(instId, 'Task_approve', 'liuyang');
    const { status, body } = await flow.complete(
      'liuyang',
      { taskId, actionName: 'agree', opinion: '' },
      'en-US',
    );
    assert.equal(status, 400);
    assert.equal(
      body.message,
      `The condition \${vacationApproved == 'Approve'} of flow "Yes (approve)" cannot be evaluated: there is no variable vacationApproved`,
    );
    assert.equal(await flow.pendingTask(instId, 'Task_approve', 'liuyang'), taskId);
  });

  it('Flowable: user(liuyang), a candidate group by its code, $INITIATOR, and a countersign over a collection that completes at 60%', async () => {
    const small = await flow.start('staff', 'expenseClaim', { amount: 800 });
    assert.deepEqual(await flow.candidatesOf(small, 'managerApprove'), ['u-liuyang']);
    await complete('liuyang', small, 'managerApprove');
    // candidateGroups="cwshy": the role 财务审核员 by its code.
    assert.deepEqual(await flow.candidatesOf(small, 'financeApprove'), ['u-wuting', 'u-zhoujie']);
    // flowable:assignee="$INITIATOR": the Flowable modeler's "assigned to the process initiator".
    const confirm = await complete('zhoujie', small, 'financeApprove');
    assert.deepEqual(nextTasksOf(confirm), [['applicantConfirm', ['王晓明']]]);

    const large = await flow.start('staff', 'expenseClaim', {
      amount: 5000,
      approvers: 'zhangwei,lina,zhoujie',
    });
    const board = await complete('liuyang', large, 'managerApprove');
    assert.deepEqual(nextTasksOf(board), [
      ['boardSign', ['张伟']],
      ['boardSign', ['李娜']],
      ['boardSign', ['周杰']],
    ]);
    await complete('zhangwei', large, 'boardSign');
    const done = await complete('lina', large, 'boardSign');
    assert.equal(done.status, 'end');
    // The model's own completion condition ended it, nobody opposed: the countersign passed.
    const result = await server.app.db
      .selectFrom('bpm_opinions')
      .select('status')
      .where('inst_id', '=', large)
      .where('node_id', '=', 'boardSign')
      .where('task_id', 'is', null)
      .execute();
    assert.deepEqual(result, [{ status: 'signPass' }]);
  });

  it('bpmn.io: a user task the model names nobody for goes to the initiator; a loop runs ${copies} times', async () => {
    const instId = await flow.start('staff', 'Process_purchase', { amount: 20000, copies: 2 });
    assert.deepEqual(await flow.candidatesOf(instId, 'Activity_review'), ['u-staff']);
    assert.deepEqual(nextTasksOf(await complete('staff', instId, 'Activity_review')), [
      ['Activity_copies', ['王晓明']],
    ]);
    await complete('staff', instId, 'Activity_copies');
    assert.equal((await complete('staff', instId, 'Activity_copies')).status, 'end');
  });

  it('refuses to start a model with elements the portal cannot run, naming them in the three languages', async () => {
    const expected = {
      'zh-CN': '流程包含暂不支持的元素：Payment received (intermediateCatchEvent)',
      'zh-TW': '流程包含暫不支援的元素：Payment received (intermediateCatchEvent)',
      'en-US':
        'The process has elements the portal cannot run yet: Payment received (intermediateCatchEvent)',
    };
    for (const [language, message] of Object.entries(expected)) {
      const { status, body } = await flow.as(
        'staff',
        'POST',
        '/runtime/instance/v1/start',
        { flowKey: 'orderFulfilment', data: {} },
        language,
      );
      assert.equal(status, 400);
      assert.equal(body.message, message);
    }
    const left = await server.app.db
      .selectFrom('bpm_instances')
      .select('id')
      .where('def_key', '=', 'orderFulfilment')
      .execute();
    assert.deepEqual(left, []);
  });
});

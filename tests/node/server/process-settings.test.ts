import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type {
  DefinitionInstance,
  ProcessSettings,
  ProcessSettingsView,
} from '../../../api/contract/process-settings.js';
import type { BpmDefinition, CompleteResult, FormDefinition } from '../../../api/contract/workflow.js';
import type { DeployResult } from '../../../api/contract/workflow-deploy.js';
import type { InstanceDetail } from '../../../api/contract/workflow-instance.js';
import { sanitizeHtml } from '../../../api/server/http/sanitize-html.js';
import { XSS_PAYLOADS } from '../../e2e/xss-payloads.js';
import { reviewModel } from '../../fixtures/review-model.js';
import type { TestServer } from './harness.js';
import { okValue, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * Process administration's settings over HTTP (issue 37): a model drawn without assignees deploys with a
 * warning and its task goes to the initiator; the form editor's form (a user picker, a rich text, options,
 * a pattern) and the properties panel's start rights, assignees (a role, a form field holding users) and
 * field rights are saved, refused when they name what does not exist, honoured by the engine (who may
 * start, who gets the task, what the form lets each node write), carried to the next version, and the
 * definition's instances are listed per version. Two first deploys of one key at once both succeed.
 */
const DEF = '/bpmModel/flow/def/v1';
const ADMIN = 'zhaolei';
const KEY = 'contractReview';

const FORM = {
  name: '合同审查单',
  columns: 2,
  fields: [
    {
      name: 'title',
      label: '合同名称',
      labelI18n: { 'zh-TW': '合約名稱', 'en-US': 'Contract' },
      type: 'text',
      required: true,
      pattern: '^HT-\\d+$',
      patternMessage: '以 HT- 开头',
    },
    {
      name: 'kind',
      label: '类型',
      type: 'select',
      options: [
        { value: 'buy', label: '采购' },
        { value: 'sell', label: '销售' },
      ],
    },
    { name: 'reviewer', label: '审查人', type: 'user' },
    { name: 'notes', label: '说明', type: 'richtext', span: 2 },
    { name: 'verdict', label: '审查意见', type: 'textarea' },
  ],
};

describe('process settings, forms and instances of a definition', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });
  const settingsOf = async (defId: string) =>
    okValue<ProcessSettingsView>(
      await flow.as<ProcessSettingsView>(ADMIN, 'GET', `${DEF}/settings?defId=${defId}`),
    );
  const save = (defId: string, settings: ProcessSettings, language?: string) =>
    flow.as<ProcessSettingsView>(ADMIN, 'POST', `${DEF}/saveSettings`, { defId, settings }, language);
  const startable = async (account: string) =>
    okValue<PageList<BpmDefinition>>(
      await flow.as<PageList<BpmDefinition>>(account, 'POST', '/runtime/instance/v1/newProcess', {
        pageBean: { page: 1, pageSize: 100 },
      }),
    ).rows.map((row) => row.defKey);

  let v1: DeployResult;

  it('deploys two first versions of a new key at once as versions 1 and 2, warning of the task nobody is named for', async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(() => flow.as<DeployResult>(ADMIN, 'POST', `${DEF}/deploy`, { bpmnXml: reviewModel(KEY) })),
    );
    const results = [okValue<DeployResult>(a), okValue<DeployResult>(b)];
    assert.deepEqual(results.map((result) => result.version).sort(), [1, 2]);
    v1 = results.find((result) => result.version === 2) as DeployResult;
    assert.deepEqual(v1.warnings, [
      { rule: 'no-assignee', id: 'check', name: '法务审查', message: '没有设置处理人，任务将交给发起人' },
    ]);
    // Nobody named: every staff member may start it, and the task goes to the initiator.
    assert.ok((await startable('huangmin')).includes(KEY));
    const instId = await flow.start('huangmin', KEY, {});
    assert.deepEqual(await flow.candidatesOf(instId, 'check'), ['u-huangmin']);
  });

  it('saves the form editor’s form and refuses one with a name twice or a select without options', async () => {
    const saved = okValue<FormDefinition>(
      await flow.as<FormDefinition>(ADMIN, 'POST', `${DEF}/saveForm`, { defId: v1.defId, form: FORM }),
    );
    assert.equal(saved.key, KEY);
    assert.deepEqual(saved.permissions.start, {
      title: 'w',
      kind: 'w',
      reviewer: 'w',
      notes: 'w',
      verdict: 'w',
    });
    const read = okValue<FormDefinition>(
      await flow.as<FormDefinition>(ADMIN, 'GET', `${DEF}/form?defId=${v1.defId}`),
    );
    assert.deepEqual(
      read.fields.map((field) => field.type),
      ['text', 'select', 'user', 'richtext', 'textarea'],
    );
    for (const [fields, message] of [
      [[FORM.fields[0], FORM.fields[0]], 'The field name title is used twice'],
      [
        [{ name: 'kind', label: 'Kind', type: 'select', options: [] }],
        'The field “Kind” needs at least one option',
      ],
      [
        [{ name: 'x', label: 'X', type: 'text', pattern: '(' }],
        'The pattern of the field “X” is not a valid regular expression',
      ],
    ] as const) {
      const { status, body } = await flow.as(
        ADMIN,
        'POST',
        `${DEF}/saveForm`,
        { defId: v1.defId, form: { name: 'f', fields } },
        'en-US',
      );
      assert.deepEqual([status, body.state, body.message], [200, false, message]);
    }
  });

  it('saves start rights, assignees from a role and a form field, and field rights, refusing what does not exist', async () => {
    const settings: ProcessSettings = {
      startRights: [{ kind: 'role', ids: ['role-purchase-admin'] }],
      assignees: {
        check: [
          { kind: 'formField', ids: ['reviewer'] },
          { kind: 'role', ids: ['role-contract-admin'] },
        ],
      },
      permissions: {
        start: { title: 'b', kind: 'w', reviewer: 'b', notes: 'w', verdict: 'n' },
        check: { title: 'r', kind: 'r', reviewer: 'r', notes: 'r', verdict: 'b' },
      },
    };
    const view = okValue<ProcessSettingsView>(await save(v1.defId, settings));
    assert.deepEqual(view.assignees.check, settings.assignees.check);
    assert.equal(view.names['role:role-contract-admin'], '合同管理员');
    assert.equal(view.names['role:role-purchase-admin'], '采购管理员');
    assert.deepEqual(view.tasks, [
      { nodeId: 'check', name: '法务审查', nodeType: 'USERTASK', modelPeople: [] },
    ]);
    for (const [bad, message] of [
      [{ ...settings, startRights: [{ kind: 'role', ids: ['role-none'] }] }, 'A chosen role does not exist'],
      [
        { ...settings, assignees: { nowhere: [{ kind: 'initiator' }] } },
        'The model has no user task nowhere',
      ],
      [
        { ...settings, assignees: { check: [{ kind: 'formField', ids: ['title'] }] } },
        'The form has no user field title',
      ],
      [
        { ...settings, assignees: { check: [{ kind: 'user', ids: ['u-nobody'] }] } },
        'A chosen person does not exist',
      ],
    ] as const) {
      const { body } = await save(v1.defId, bad as unknown as ProcessSettings, 'en-US');
      assert.deepEqual([body.state, body.message], [false, message]);
    }
    assert.deepEqual((await settingsOf(v1.defId)).startRights, settings.startRights);
  });

  it('has the engine honour them: who may start, who gets the task, what each node may write, rich text sanitized', async () => {
    // 黄敏 holds no 采购管理员 role: the definition leaves her list and her start is refused.
    assert.ok(!(await startable('huangmin')).includes(KEY));
    const refused = await flow.as('huangmin', 'POST', '/runtime/instance/v1/start', {
      flowKey: KEY,
      data: {},
    });
    assert.equal(refused.body.state, false);
    assert.ok((await startable('chenjing')).includes(KEY));
    // The start form: title must match its pattern; the reviewer (a user field) is required.
    const badTitle = await flow.as('chenjing', 'POST', '/runtime/instance/v1/start', {
      flowKey: KEY,
      data: { title: 'nope', reviewer: [{ id: 'u-wuting', name: '吴婷' }] },
    });
    assert.equal(badTitle.body.message, '以 HT- 开头');
    const instId = await flow.start('chenjing', KEY, {
      title: 'HT-7',
      kind: 'buy',
      reviewer: [{ id: 'u-wuting', name: '吴婷' }],
      notes: '<p>见附件<img src=x onerror=alert(1)></p>',
      verdict: 'written at start',
    });
    // The reviewer picked in the form and the role's members get the task.
    assert.deepEqual(await flow.candidatesOf(instId, 'check'), ['u-wuting', 'u-zhuhong']);
    const stored = JSON.parse(
      (
        await server.app.db
          .selectFrom('bpm_instances')
          .select('form_data')
          .where('id', '=', instId)
          .executeTakeFirstOrThrow()
      ).form_data,
    ) as Record<string, unknown>;
    assert.equal(stored.notes, '<p>见附件<img src="x"></p>');
    assert.equal(stored.verdict, undefined, 'verdict is hidden at the start');
    // At the review the verdict is required and the title read-only.
    const taskId = await flow.pendingTask(instId, 'check', 'zhuhong');
    const detail = okValue<InstanceDetail>(
      await flow.as<InstanceDetail>('zhuhong', 'POST', '/runtime/task/v1/instanceDetail', { taskId, instId }),
    );
    assert.deepEqual(detail.formAndBO.permissions, {
      title: 'r',
      kind: 'r',
      reviewer: 'r',
      notes: 'r',
      verdict: 'b',
    });
    const missing = await flow.complete('zhuhong', { taskId, actionName: 'agree', opinion: '', data: {} });
    assert.equal(missing.body.message, '请填写审查意见');
    const done = await flow.complete('zhuhong', {
      taskId,
      actionName: 'agree',
      opinion: '',
      data: { verdict: '同意', title: 'HT-changed' },
    });
    assert.equal(okValue<CompleteResult>(done).status, 'end');
  });

  it('carries the settings and the form to version 3, lists the instances per version, and lets only administrators read them', async () => {
    const v3 = okValue<DeployResult>(
      await flow.as<DeployResult>(ADMIN, 'POST', `${DEF}/deploy`, { bpmnXml: reviewModel(KEY) }),
    );
    assert.equal(v3.version, 3);
    assert.deepEqual(v3.warnings, []);
    const view = await settingsOf(v3.defId);
    assert.deepEqual(
      view.assignees.check?.map((rule) => rule.kind),
      ['formField', 'role'],
    );
    assert.equal(view.form.fields.length, 5);
    const all = okValue<PageList<DefinitionInstance>>(
      await flow.as<PageList<DefinitionInstance>>(ADMIN, 'POST', `${DEF}/instances`, { defKey: KEY }),
    );
    assert.deepEqual(
      all.rows.map((row) => [row.version, row.status, row.creatorName]),
      [
        [2, 'end', '陈静'],
        [2, 'running', '黄敏'],
      ],
    );
    assert.deepEqual(all.rows[1]?.currentNodes, ['法务审查']);
    const ofOne = okValue<PageList<DefinitionInstance>>(
      await flow.as<PageList<DefinitionInstance>>(ADMIN, 'POST', `${DEF}/instances`, {
        defKey: KEY,
        version: 2,
        status: 'running',
      }),
    );
    assert.equal(ofOne.total, 1);
    for (const [method, path, body] of [
      ['GET', `${DEF}/settings?defId=${v3.defId}`, undefined],
      ['POST', `${DEF}/instances`, { defKey: KEY }],
    ] as const) {
      const { status } = await flow.as('huangmin', method, path, body);
      assert.equal(status, 403);
    }
  });

  it('stores every known XSS payload typed into a rich text field sanitized, whoever sent it', async () => {
    const key = 'richTextForm';
    const { defId } = okValue<DeployResult>(
      await flow.as<DeployResult>(ADMIN, 'POST', `${DEF}/deploy`, { bpmnXml: reviewModel(key) }),
    );
    const half = Math.ceil(XSS_PAYLOADS.length / 2);
    const fields = Array.from({ length: half }, (_, index) => ({
      name: `p${index}`,
      label: `样本 ${index}`,
      type: 'richtext',
    }));
    okValue(await flow.as(ADMIN, 'POST', `${DEF}/saveForm`, { defId, form: { name: '富文本', fields } }));
    for (const chunk of [XSS_PAYLOADS.slice(0, half), XSS_PAYLOADS.slice(half)]) {
      const data = Object.fromEntries(chunk.map((payload, index) => [`p${index}`, payload]));
      const instId = await flow.start('staff', key, data);
      const stored = JSON.parse(
        (
          await server.app.db
            .selectFrom('bpm_instances')
            .select('form_data')
            .where('id', '=', instId)
            .executeTakeFirstOrThrow()
        ).form_data,
      ) as Record<string, string>;
      chunk.forEach((payload, index) => {
        const value = stored[`p${index}`] ?? '';
        assert.equal(value, sanitizeHtml(payload), payload);
        assert.doesNotMatch(value, /<script/i, payload);
      });
    }
  });
});

// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the models' expressions are ${…} text, not templates
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { BpmDefinitionDesign, CompleteResult, FormDefinition } from '../../../api/contract/workflow.js';
import type { DefinitionVersion, DeployBody, DeployResult } from '../../../api/contract/workflow-deploy.js';
import type { TestServer } from './harness.js';
import { okValue, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * Deploying and versioning models (issue 37) over HTTP, on one server: a workflow administrator (赵磊, role
 * 系统管理员) deploys a Camunda Modeler model, staff start it, a second deploy makes version 2 while an
 * instance of version 1 finishes on version 1; bpmnlint's errors, elements the portal cannot run and XML that
 * is not BPMN are refused in the caller's language (state false with no code: the page shows the refusal, the
 * client does not toast it too); suspending stops starts; nobody else may deploy.
 */
const VACATION = readFileSync(new URL('../workflow/fixtures/camunda-vacation.bpmn', import.meta.url), 'utf8');
const DEF = '/bpmModel/flow/def/v1';
const ADMIN = 'zhaolei';

/** The vacation model with one change, which must happen exactly once. */
function edited(from: string, to: string): string {
  assert.equal(VACATION.split(from).length, 2, `one ${from} in the fixture`);
  return VACATION.replace(from, to);
}

describe('deploying and versioning BPMN definitions', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });

  const deploy = (body: DeployBody, account = ADMIN, language?: string) =>
    flow.as<DeployResult>(account, 'POST', `${DEF}/deploy`, body, language);
  const versions = async () =>
    okValue<DefinitionVersion[]>(
      await flow.as<DefinitionVersion[]>(ADMIN, 'GET', `${DEF}/versions?defKey=vacationRequest`),
    );
  const complete = async (account: string, instId: string, nodeId: string, data = {}) => {
    const taskId = await flow.pendingTask(instId, nodeId, account);
    return okValue<CompleteResult>(
      await flow.complete(account, { taskId, actionName: 'agree', opinion: '', data }),
    );
  };
  const defIdOf = async (instId: string) =>
    (
      await server.app.db
        .selectFrom('bpm_instances')
        .select('def_id')
        .where('id', '=', instId)
        .executeTakeFirstOrThrow()
    ).def_id;

  let v1: DeployResult;
  let running: string;

  it('deploys a Camunda model as version 1 with its warnings; any staff member starts it and its first task goes to the person the model names', async () => {
    v1 = okValue(await deploy({ bpmnXml: VACATION }));
    assert.equal(v1.defKey, 'vacationRequest');
    assert.equal(v1.version, 1);
    // Two flows enter the approval without a gateway: bpmnlint warns (fake-join), the deploy goes on.
    assert.deepEqual(v1.warnings, [
      {
        rule: 'fake-join',
        id: 'Task_approve',
        name: 'Approve vacation',
        message: '多条连线直接进入该元素，须用网关汇合',
      },
      // The model's global user task is left out on import, and the deploy says so.
      {
        rule: 'global-task',
        id: 'GlobalUserTask_review',
        name: 'Review (unused)',
        message: '全局任务不会运行，导入时已忽略',
      },
    ]);
    // The form the model's conditions read, as the form editor (still to come) would save it.
    const form: FormDefinition = {
      key: 'vacationRequest',
      name: 'Vacation request',
      fields: [{ name: 'vacationApproved', label: '审批结果', type: 'text' }],
      permissions: { '*': { vacationApproved: 'w' } },
    };
    await server.app.db
      .updateTable('bpm_definitions')
      .set({ form_json: JSON.stringify(form) })
      .where('id', '=', v1.defId)
      .execute();
    const design = okValue<BpmDefinitionDesign>(
      await flow.as<BpmDefinitionDesign>('staff', 'GET', `${DEF}/getDefDesignByDefId?defId=${v1.defId}`),
    );
    assert.equal(design.bpmnXml, VACATION);
    // Deployed without start rights: every staff member may start it.
    for (const account of ['staff', 'huangmin']) {
      const may = await flow.as<boolean>(account, 'GET', `${DEF}/flowHasStartRights?defKey=vacationRequest`);
      assert.equal(okValue(may), true, account);
    }
    running = await flow.start('staff', 'vacationRequest', {});
    assert.deepEqual(await flow.candidatesOf(running, 'Task_approve'), ['u-liuyang']);
    assert.equal(await defIdOf(running), v1.defId);
  });

  it('deploys the key again as version 2: new instances start on it, a running version 1 instance finishes on version 1', async () => {
    // Version 2 names another approver; it keeps version 1's form.
    const v2 = okValue<DeployResult>(
      await deploy({
        bpmnXml: edited(
          '<bpmn:resource id="Resource_leader" name="liuyang" />',
          '<bpmn:resource id="Resource_leader" name="zhangwei" />',
        ),
        name: '休假申请',
      }),
    );
    assert.equal(v2.defKey, 'vacationRequest');
    assert.equal(v2.version, 2);
    const fresh = await flow.start('huangmin', 'vacationRequest', {});
    assert.equal(await defIdOf(fresh), v2.defId);
    assert.deepEqual(await flow.candidatesOf(fresh, 'Task_approve'), ['u-zhangwei']);

    // The version 1 instance loops back to its approval, which version 1 still gives to 刘洋, and ends.
    await complete('liuyang', running, 'Task_approve', { vacationApproved: 'Reject' });
    await complete('staff', running, 'Task_adjust');
    assert.deepEqual(await flow.candidatesOf(running, 'Task_approve'), ['u-liuyang']);
    const ended = await complete('liuyang', running, 'Task_approve', {
      vacationApproved: 'Approve',
    });
    assert.equal(ended.status, 'end');

    assert.deepEqual(
      (await versions()).map(({ version, isMain, status, name, instances, running: open }) => ({
        version,
        isMain,
        status,
        name,
        instances,
        open,
      })),
      [
        { version: 2, isMain: 'Y', status: 'deployed', name: '休假申请', instances: 1, open: 1 },
        { version: 1, isMain: 'N', status: 'deployed', name: 'Vacation request', instances: 1, open: 0 },
      ],
    );
  });

  it('deploys a Flowable model, whose flows name their ends only by sourceRef and targetRef, and starts it', async () => {
    const flowable = readFileSync(
      new URL('../workflow/fixtures/flowable-expense.bpmn', import.meta.url),
      'utf8',
    );
    const deployed = okValue<DeployResult>(await deploy({ bpmnXml: flowable }));
    assert.deepEqual(
      [
        deployed.defKey,
        deployed.version,
        deployed.warnings.map((warning) => `${warning.rule} ${warning.id}`),
      ],
      ['expenseClaim', 1, ['fake-join endEvent']],
    );
    const instId = await flow.start('staff', 'expenseClaim', {});
    assert.deepEqual(await flow.candidatesOf(instId, 'managerApprove'), ['u-liuyang']);
  });

  it('refuses a model that breaks bpmnlint rules, naming each rule and element, in zh-CN, zh-TW and en-US, and a process id that is no key', async () => {
    // The adjustment no longer leads back to the approval: it ends the process without an end event.
    const broken = edited(
      '<bpmn:sequenceFlow id="Flow_resubmit" sourceRef="Task_adjust" targetRef="Task_approve" />',
      '',
    );
    const expected = {
      'zh-CN':
        '模型未通过检查，不能部署：元素 Task_adjust（Adjust request）违反规则 no-implicit-end：元素没有流出的连线，须连到结束事件',
      'zh-TW':
        '模型未通過檢查，不能部署：元素 Task_adjust（Adjust request）違反規則 no-implicit-end：元素沒有流出的連線，須連到結束事件',
      'en-US':
        'The model did not pass the check and was not deployed: element Task_adjust (Adjust request) breaks rule no-implicit-end: no flow leaves the element; lead it to an end event',
    };
    for (const [language, message] of Object.entries(expected)) {
      const { status, body } = await deploy({ bpmnXml: broken }, ADMIN, language);
      assert.deepEqual([status, body.state], [200, false], language);
      assert.equal(body.message, message);
    }
    // Every error is named, each with its rule and element.
    const many = await deploy(
      {
        bpmnXml: readFileSync(
          new URL('../workflow/fixtures/camunda-unsupported.bpmn', import.meta.url),
          'utf8',
        ),
      },
      ADMIN,
      'en-US',
    );
    assert.deepEqual([many.status, many.body.state], [200, false]);
    assert.deepEqual(
      [...many.body.message.matchAll(/element (\S+) \([^)]*\) breaks rule (\S+):/g)].map(
        ([, id, rule]) => `${rule} ${id}`,
      ),
      [
        'label-required StartEvent_order',
        'label-required StartEvent_pack',
        'label-required EndEvent_packed',
        'no-disconnected Event_packLate',
        'no-implicit-end Event_packLate',
      ],
    );
    // The key is the process id: one the start page cannot link to is refused.
    const dotted = await deploy(
      { bpmnXml: VACATION.replaceAll('"vacationRequest"', '"vacation.request"') },
      ADMIN,
      'en-US',
    );
    assert.deepEqual([dotted.status, dotted.body.state], [200, false]);
    assert.equal(
      dotted.body.message,
      'The process id vacation.request may only have letters, digits, _ and -, at most 64 characters',
    );
    assert.equal((await versions()).length, 2);
  });

  it('refuses a model with an element the portal cannot run, naming it, and an unknown category or form', async () => {
    // A receive task naming no message waits for one nobody can deliver: refused, never a stalled instance.
    const withService = edited(
      '<bpmn:userTask id="Task_adjust" name="Adjust request" camunda:assignee="${employee}">',
      '<bpmn:receiveTask id="Task_adjust" name="Adjust request">',
    ).replace(/(<bpmn:receiveTask[\s\S]*?)<\/bpmn:userTask>/, '$1</bpmn:receiveTask>');
    for (const [language, message] of [
      ['zh-CN', '流程包含暂不支持的元素：Adjust request (receiveTask (messageRef))'],
      [
        'en-US',
        'The process has elements the portal cannot run yet: Adjust request (receiveTask (messageRef))',
      ],
    ]) {
      const { status, body } = await deploy({ bpmnXml: withService }, ADMIN, language);
      assert.deepEqual([status, body.state], [200, false]);
      assert.equal(body.message, message);
    }
    for (const [body, message] of [
      [{ category: 'no-such-category' }, 'No such flow category'],
      [{ formKey: 'noSuchForm' }, 'No such form: noSuchForm'],
    ] as const) {
      const { status, body: answer } = await deploy({ bpmnXml: VACATION, ...body }, ADMIN, 'en-US');
      assert.deepEqual([status, answer.state], [200, false]);
      assert.equal(answer.message, message);
    }
    assert.equal((await versions()).length, 2);
  });

  it('refuses XML that is not a BPMN model with the reader’s reason, never a stack trace', async () => {
    for (const bpmnXml of [
      VACATION.slice(0, 600),
      '<html><body>not a model</body></html>',
      'not xml at all',
    ]) {
      for (const [language, start] of [
        ['zh-CN', '模型不是合法的 BPMN 2.0 XML：'],
        ['en-US', 'The model is not valid BPMN 2.0 XML: '],
      ] as const) {
        const { status, body } = await deploy({ bpmnXml }, ADMIN, language);
        assert.deepEqual([status, body.state], [200, false], bpmnXml);
        assert.ok(body.message.startsWith(start), body.message);
        assert.doesNotMatch(body.message, /\n|\s+at\s+\S+\s+\(/);
      }
    }
  });

  it('suspends a definition (its start refused naming it, its running instances go on) and activates it again', async () => {
    const instId = await flow.start('staff', 'vacationRequest', {});
    okValue(await flow.as(ADMIN, 'POST', `${DEF}/suspend?defKey=vacationRequest`));
    for (const [language, message] of [
      ['zh-CN', '流程“休假申请”已停用，不能发起'],
      ['en-US', 'The process "休假申请" is suspended and cannot be started'],
    ]) {
      const { status, body } = await flow.as(
        'staff',
        'POST',
        '/runtime/instance/v1/start',
        { flowKey: 'vacationRequest', data: {} },
        language,
      );
      assert.equal(status, 400);
      assert.equal(body.message, message);
    }
    assert.deepEqual(
      (await versions()).map((version) => version.status),
      ['forbidden', 'forbidden'],
    );
    await complete('zhangwei', instId, 'Task_approve', { vacationApproved: 'Approve' });

    okValue(await flow.as(ADMIN, 'POST', `${DEF}/activate?defKey=vacationRequest`));
    await flow.start('staff', 'vacationRequest', {});
    const missing = await flow.as(ADMIN, 'POST', `${DEF}/suspend?defKey=noSuchProcess`);
    assert.equal(missing.status, 404);
  });

  it('lets only workflow administrators deploy, list versions, suspend and activate', async () => {
    for (const account of ['huangmin', 'supplier']) {
      for (const [method, path, body] of [
        ['POST', `${DEF}/deploy`, { bpmnXml: VACATION }],
        ['GET', `${DEF}/versions?defKey=vacationRequest`, undefined],
        ['POST', `${DEF}/suspend?defKey=vacationRequest`, undefined],
        ['POST', `${DEF}/activate?defKey=vacationRequest`, undefined],
      ] as const) {
        const { status, body: answer } = await flow.as(account, method, path, body, 'en-US');
        assert.equal(status, 403, `${account} ${path}`);
        assert.equal(answer.message, 'Only workflow administrators may manage process definitions');
      }
    }
    assert.equal((await versions()).length, 2);
  });
});

// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the models' expressions are ${…} text, not templates
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { startProcess } from '../../../api/server/workflow/bpmn.js';
import { flowNodesOf, layoutOf } from '../../../api/server/workflow/design.js';
import { evaluateCondition, expressionBody } from '../../../api/server/workflow/expressions.js';
import { modelOf } from '../../../api/server/workflow/model.js';
import { facts, signalAt, waitingNodes } from './bpmn-helpers.js';

/**
 * Models as Camunda Modeler and the Flowable modeler write them (fixtures/, written for these tests with
 * the tools' namespaces, attributes and diagram data), run by the engine's own functions.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const vacation = fixture('camunda-vacation.bpmn');
const expense = fixture('flowable-expense.bpmn');
const unsupported = fixture('camunda-unsupported.bpmn');
const bpmnio = fixture('bpmnio-purchase.bpmn');

describe('models other tools write, on the engine', () => {
  it('starts a Camunda model whose approver is a potentialOwner resourceRef (and that has a resource, an item definition and an unused global task)', async () => {
    const started = await startProcess('vacationRequest', vacation, facts({}));
    assert.deepEqual(waitingNodes(started), ['Task_approve']);
    const model = await modelOf(vacation);
    assert.deepEqual(model.assignments.Task_approve?.owners, ['liuyang']);
    assert.equal(model.assignments.Task_adjust?.assignee, '${employee}');
    assert.deepEqual(model.initiatorVariables, ['initiator', 'employee']);
    assert.deepEqual(model.unsupported, []);
  });

  it('takes the flow whose condition over the process variables holds', async () => {
    const started = await startProcess('vacationRequest', vacation, facts({}));
    const approved = await signalAt(started, 'Task_approve', facts({ vacationApproved: 'Approve' }));
    assert.equal(approved.ended, true);
    assert.deepEqual(approved.endsReached, ['EndEvent_approved']);
    const rejected = await signalAt(started, 'Task_approve', facts({ vacationApproved: 'Reject' }));
    assert.deepEqual(waitingNodes(rejected), ['Task_adjust']);
  });

  it('names the flow and the expression when a variable is unknown', async () => {
    const started = await startProcess('vacationRequest', vacation, facts({}));
    await assert.rejects(signalAt(started, 'Task_approve', facts({ days: 3 })), {
      statusCode: 400,
      message:
        "连线“Yes (approve)”的条件 ${vacationApproved == 'Approve'} 无法计算：变量 vacationApproved 不存在",
    });
  });

  it('names the exclusive gateway when no condition holds and there is no default flow', async () => {
    const started = await startProcess('vacationRequest', vacation, facts({}));
    await assert.rejects(signalAt(started, 'Task_approve', facts({ vacationApproved: '' })), {
      statusCode: 400,
      message: '网关“Approved?”的出口条件都不成立，也没有默认连线',
    });
  });

  it('runs a Flowable model: conditions over an amount, a countersign over a collection with a completion condition', async () => {
    const small = await startProcess('expenseClaim', expense, facts({ amount: '800' }));
    assert.deepEqual(waitingNodes(await signalAt(small, 'managerApprove', facts({ amount: '800' }))), [
      'financeApprove',
    ]);
    const values = { amount: 5000, approvers: ['zhangwei', 'lina', 'zhoujie'] };
    const signers = { boardSign: 3 };
    const started = await startProcess('expenseClaim', expense, facts(values, {}, signers));
    const board = await signalAt(started, 'managerApprove', facts(values, {}, signers));
    assert.deepEqual(waitingNodes(board), ['boardSign', 'boardSign', 'boardSign']);
    const [first, second] = board.waiting;
    if (!first || !second) throw new Error('three signers wait');
    const { signalProcess } = await import('../../../api/server/workflow/bpmn.js');
    // One of three (0.33 < 0.6): the others still wait.
    const one = await signalProcess(
      board.state,
      facts(values, { boardSign: { total: 3, agree: 1 } }, signers),
      {
        nodeId: 'boardSign',
        executionId: first.executionId,
      },
    );
    assert.deepEqual(waitingNodes(one), ['boardSign', 'boardSign']);
    // Two of three (0.67 ≥ 0.6): the countersign completes and the claim ends.
    const two = await signalProcess(
      one.state,
      facts(values, { boardSign: { total: 3, agree: 2 } }, signers),
      {
        nodeId: 'boardSign',
        executionId: second.executionId,
      },
    );
    assert.equal(two.ended, true);
    assert.deepEqual((await modelOf(expense)).loops, {
      boardSign: { collection: '${approvers}', elementVariable: 'approver' },
    });
    // The standard form of the same loop: loopDataInputRef names the collection, inputDataItem the item,
    // whether a data object of the model resolves the reference or nothing does.
    const standard = (dataObject: string) =>
      expense
        .replace(
          '<multiInstanceLoopCharacteristics isSequential="false" flowable:collection="${approvers}" flowable:elementVariable="approver">',
          '<multiInstanceLoopCharacteristics isSequential="false"><loopDataInputRef>approvers</loopDataInputRef><inputDataItem id="approverItem" name="approver"/>',
        )
        .replace('<userTask id="boardSign"', `${dataObject}<userTask id="boardSign"`);
    for (const dataObject of ['', '<dataObject id="approvers" name="审批人"/>']) {
      const model = await modelOf(standard(dataObject));
      assert.deepEqual(model.loops, {
        boardSign: { collection: '${approvers}', elementVariable: 'approver' },
      });
      assert.equal(model.unsupported.length, 0);
    }
  });

  it('runs a bpmn.io model: a #{…} word-operator condition beside a default flow, a loop over ${copies}', async () => {
    const small = await startProcess('Process_purchase', bpmnio, facts({ amount: 500, copies: 2 }));
    const ended = await signalAt(small, 'Activity_review', facts({ amount: 500, copies: 2 }));
    assert.equal(ended.ended, true);
    const values = { amount: 20000, copies: 2 };
    const large = await startProcess('Process_purchase', bpmnio, facts(values));
    const first = await signalAt(large, 'Activity_review', facts(values));
    assert.deepEqual(waitingNodes(first), ['Activity_copies']);
    const second = await signalAt(first, 'Activity_copies', facts(values));
    assert.deepEqual(waitingNodes(second), ['Activity_copies']);
    assert.equal((await signalAt(second, 'Activity_copies', facts(values))).ended, true);
    await assert.rejects(signalAt(large, 'Activity_review', facts({ amount: 20000, copies: 'two' })), {
      statusCode: 400,
      message: '节点“Sign the copies”的循环次数 ${copies} 无法计算：结果不是非负整数',
    });
  });

  it('refuses at start a model with elements the portal cannot run, naming them', async () => {
    await assert.rejects(startProcess('orderFulfilment', unsupported, facts({})), {
      statusCode: 400,
      message: '流程包含暂不支持的元素：Payment received (intermediateCatchEvent)',
    });
  });
});

describe('the flow chart of models other tools write', () => {
  it('lists every flow node, with its type, sub-processes and boundary events included', async () => {
    assert.deepEqual(
      (await flowNodesOf(unsupported)).map((node) => [node.nodeId, node.nodeType]),
      [
        ['StartEvent_order', 'START'],
        ['Task_checkStock', 'SERVICETASK'],
        ['Event_paid', 'INTERMEDIATEEVENT'],
        ['Activity_ship', 'CALLACTIVITY'],
        ['Activity_pack', 'SUBPROCESS'],
        ['StartEvent_pack', 'START'],
        ['Task_pack', 'TASK'],
        ['EndEvent_packed', 'END'],
        ['EndEvent_done', 'END'],
        ['Event_packFailed', 'BOUNDARYEVENT'],
        ['Event_packLate', 'BOUNDARYEVENT'],
        ['EndEvent_failed', 'END'],
      ],
    );
    assert.equal((await layoutOf(unsupported)).length, 12);
  });

  it("lays out Flowable's <omgdc:Bounds></omgdc:Bounds> as Camunda's self-closing <dc:Bounds/>", async () => {
    const layout = await layoutOf(expense);
    assert.equal(layout.length, 7);
    assert.equal(layout.length, (await flowNodesOf(expense)).length);
    assert.deepEqual(
      layout.find((entry) => entry.nodeId === 'managerApprove'),
      { nodeId: 'managerApprove', nodeType: 'USERTASK', x: 175, y: 138, width: 100, height: 80 },
    );
    assert.deepEqual(
      layout.find((entry) => entry.nodeId === 'boardSign'),
      { nodeId: 'boardSign', nodeType: 'SIGNTASK', x: 405, y: 220, width: 100, height: 80 },
    );
    assert.equal((await layoutOf(vacation)).length, 5);
  });

  it('gives a model without diagram data its nodes and no layout', async () => {
    const bare = expense.replace(/<bpmndi:BPMNDiagram[\s\S]*<\/bpmndi:BPMNDiagram>/, '');
    assert.equal((await flowNodesOf(bare)).length, 7);
    assert.deepEqual(await layoutOf(bare), []);
  });
});

describe('JUEL conditions on jexl', () => {
  const variables = {
    a: true,
    b: false,
    amount: '1500',
    v: 'Approve',
    list: [],
    none: null,
    n: 2,
    flag: 'true',
  };
  it('evaluates the operators and word operators of JUEL', () => {
    const cases: [string, boolean][] = [
      ['${a}', true],
      ['${a && !b}', true],
      ['#{a and not b}', true],
      ['${amount > 1000}', true],
      ['${amount gt 1000 and amount le 1500}', true],
      ["${v == 'Approve'}", true],
      ["${v eq 'Approve'}", true],
      ["${v ne 'Approve' or b}", false],
      ['${empty list}', true],
      ['${not empty list}', false],
      ['${none == null}', true],
      ['${n lt 3 && n ge 2}', true],
      ['${n div 4 == 0.5 and n mod 2 eq 0}', true],
      // JUEL binds and tighter than or.
      ['${a or a and b}', true],
      ['${b and b or a}', true],
      ["${v == '}'}", false],
      // JUEL's coercions: a boolean or a number on one side makes the other one too.
      ["${flag == true && flag != 'false'}", true],
      ['${amount == 1500 and amount eq 1500.0}', true],
      ["${none == null and v != null and v ne ''}", true],
    ];
    for (const [text, expected] of cases) assert.equal(evaluateCondition(text, variables), expected, text);
  });

  it('refuses what does not parse, an unknown variable and a result that is neither true nor false', () => {
    assert.throws(() => evaluateCondition('${a &&}', variables), { message: '表达式格式不正确' });
    assert.throws(() => evaluateCondition('a', variables), { message: '表达式格式不正确' });
    assert.throws(() => evaluateCondition('${approved}', variables), { message: '变量 approved 不存在' });
    assert.throws(() => evaluateCondition('${n + 1}', variables), { message: '结果不是真或假' });
  });

  it('reads the body of exactly one ${…} or #{…}', () => {
    assert.equal(expressionBody(" ${v == '}'} "), "v == '}'");
    assert.equal(expressionBody('#{a}'), 'a');
    assert.equal(expressionBody('${a} and ${b}'), undefined);
    assert.equal(expressionBody('plain'), undefined);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WORKFLOW_DEFINITIONS } from '../../../api/server/demo/workflow-definitions.js';
import {
  countersignDecided,
  type StepFacts,
  signalProcess,
  startProcess,
} from '../../../api/server/workflow/bpmn.js';
import { bpmnXml } from '../../../api/server/workflow/bpmn-xml.js';
import { flowNodesOf, layoutOf } from '../../../api/server/workflow/design.js';
import { facts, leave, only, purchase, signalAt, waitingNodes } from './bpmn-helpers.js';

describe('bpmn-engine steps (each from a saved state into a fresh Engine)', () => {
  it('请假申请: three days or fewer end after the department leader', async () => {
    const values = { days: 3 };
    const started = await startProcess('leave', leave.xml, facts(values));
    assert.deepEqual(waitingNodes(started), ['leader']);
    assert.equal(started.ended, false);
    const after = await signalAt(started, 'leader', facts(values, { leader: { action: 'agree' } }));
    assert.equal(after.ended, true);
    assert.deepEqual(after.endsReached, ['end_ok']);
    assert.deepEqual(after.waiting, []);
  });

  it('请假申请: more than three days go on from the leader to HR, then end', async () => {
    const values = { days: 3.5 };
    const started = await startProcess('leave', leave.xml, facts(values));
    const toHr = await signalAt(started, 'leader', facts(values, { leader: { action: 'agree' } }));
    assert.equal(toHr.ended, false);
    assert.deepEqual(waitingNodes(toHr), ['hr']);
    const done = await signalAt(
      toHr,
      'hr',
      facts(values, { leader: { action: 'agree' }, hr: { action: 'agree' } }),
    );
    assert.equal(done.ended, true);
    assert.deepEqual(done.endsReached, ['end_ok']);
  });

  it('请假申请: an opposing leader ends it at the rejected end, whatever the days', async () => {
    const values = { days: 10 };
    const started = await startProcess('leave', leave.xml, facts(values));
    const after = await signalAt(started, 'leader', facts(values, { leader: { action: 'oppose' } }));
    assert.equal(after.ended, true);
    assert.deepEqual(after.endsReached, ['end_rejected']);
  });

  it('采购申请: the countersign completes when two of three agree; the parallel join waits for both branches', async () => {
    const values = { budget: 1000 };
    const signers = { sign: 3 };
    const started = await startProcess('purchase', purchase.xml, facts(values, {}, signers));
    const split = await signalAt(started, 'leader', facts(values, { leader: { action: 'agree' } }, signers));
    assert.deepEqual(waitingNodes(split), ['finance', 'sign', 'sign', 'sign']);
    const iterations = split.waiting.filter((wait) => wait.nodeId === 'sign');
    assert.deepEqual(
      iterations.map((wait) => wait.index),
      [0, 1, 2],
    );
    const [first, second] = iterations;
    if (!first || !second) throw new Error('three signers wait');
    // One vote of three: the countersign goes on.
    let nodes: StepFacts['nodes'] = {
      leader: { action: 'agree' },
      sign: { total: 3, agree: 1, oppose: 0, needed: 2 },
    };
    const oneVote = await signalProcess(split.state, facts(values, nodes, signers), {
      nodeId: 'sign',
      executionId: first.executionId,
    });
    assert.deepEqual(waitingNodes(oneVote), ['finance', 'sign', 'sign']);
    // Two of three agree: the countersign is decided, the third signer's execution goes away; the join
    // still waits for finance.
    nodes = { ...nodes, sign: { total: 3, agree: 2, oppose: 0, needed: 2 } };
    const decided = await signalProcess(oneVote.state, facts(values, nodes, signers), {
      nodeId: 'sign',
      executionId: second.executionId,
    });
    assert.deepEqual(waitingNodes(decided), ['finance']);
    assert.equal(decided.ended, false);
    nodes = { ...nodes, finance: { action: 'agree' } };
    const joined = await signalAt(decided, 'finance', facts(values, nodes, signers));
    assert.equal(joined.ended, true);
    assert.deepEqual(joined.endsReached, ['end_ok']);
  });

  it('采购申请: a countersign that two of three oppose fails, and the instance ends rejected after the join', async () => {
    const values = {};
    const signers = { sign: 3 };
    const started = await startProcess('purchase', purchase.xml, facts(values, {}, signers));
    const split = await signalAt(started, 'leader', facts(values, { leader: { action: 'agree' } }, signers));
    let state = split.state;
    const [a, b] = split.waiting.filter((wait) => wait.nodeId === 'sign');
    if (!a || !b) throw new Error('signers wait');
    // Finance first: the join waits for the countersign.
    let nodes: StepFacts['nodes'] = { leader: { action: 'agree' }, finance: { action: 'agree' } };
    const financeDone = await signalProcess(state, facts(values, nodes, signers), {
      nodeId: 'finance',
      executionId: only(split, 'finance').executionId,
    });
    assert.deepEqual(waitingNodes(financeDone), ['sign', 'sign', 'sign']);
    state = financeDone.state;
    nodes = { ...nodes, sign: { total: 3, agree: 0, oppose: 1, needed: 2 } };
    state = (
      await signalProcess(state, facts(values, nodes, signers), {
        nodeId: 'sign',
        executionId: a.executionId,
      })
    ).state;
    nodes = { ...nodes, sign: { total: 3, agree: 0, oppose: 2, needed: 2 } };
    const failed = await signalProcess(state, facts(values, nodes, signers), {
      nodeId: 'sign',
      executionId: b.executionId,
    });
    assert.equal(failed.ended, true);
    assert.deepEqual(failed.endsReached, ['end_rejected']);
  });

  it('refuses to signal an execution that is not waiting', async () => {
    const started = await startProcess('leave', leave.xml, facts({ days: 1 }));
    await assert.rejects(
      signalProcess(started.state, facts({ days: 1 }), { nodeId: 'leader', executionId: 'leader_nope' }),
      /not waiting/,
    );
  });

  it('decides a countersign by its votes', () => {
    assert.equal(countersignDecided({ total: 3, agree: 1, oppose: 0, needed: 2 }), false);
    assert.equal(countersignDecided({ total: 3, agree: 2, oppose: 0, needed: 2 }), true);
    assert.equal(countersignDecided({ total: 3, agree: 0, oppose: 2, needed: 2 }), true);
    assert.equal(countersignDecided({ total: 3, agree: 1, oppose: 1, needed: 3 }), true);
    assert.equal(countersignDecided(undefined), false);
  });
});

describe('BPMN XML and its diagram', () => {
  it('writes every node with a shape and reads them back with their types', async () => {
    const xml = await bpmnXml(
      'p',
      '测试 & <流程>',
      [
        { id: 's', kind: 'start', name: '开始', x: 50, y: 100 },
        { id: 'u', kind: 'sign', name: '会签', x: 200, y: 100 },
        { id: 'e', kind: 'end', name: '结束', x: 350, y: 100 },
      ],
      [
        { id: 'f1', from: 's', to: 'u' },
        { id: 'f2', from: 'u', to: 'e' },
      ],
    );
    // bpmn-moddle (as bpmn-js) escapes with character references.
    assert.match(xml, /name="测试 &#38; &#60;流程&#62;"/);
    assert.deepEqual(
      (await flowNodesOf(xml)).map((node) => [node.nodeId, node.nodeType, node.name]),
      [
        ['s', 'START', '开始'],
        ['u', 'SIGNTASK', '会签'],
        ['e', 'END', '结束'],
      ],
    );
    assert.deepEqual((await layoutOf(xml))[1], {
      nodeId: 'u',
      nodeType: 'SIGNTASK',
      x: 145,
      y: 65,
      width: 110,
      height: 70,
    });
  });

  it('lays out every seeded definition completely', async () => {
    for (const definition of WORKFLOW_DEFINITIONS) {
      const nodes = await flowNodesOf(definition.xml);
      const layout = await layoutOf(definition.xml);
      assert.equal(layout.length, nodes.length, definition.id);
      assert.ok(nodes.some((node) => node.nodeType === 'START'));
      assert.ok(nodes.some((node) => node.nodeType === 'END'));
      for (const nodeId of Object.keys(definition.nodes)) {
        assert.ok(
          nodes.some((node) => node.nodeId === nodeId),
          `${definition.id}: ${nodeId} is a node`,
        );
      }
    }
  });
});

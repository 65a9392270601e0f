import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signalProcess, startProcess } from '../../../api/server/workflow/bpmn.js';
import { moveToken } from '../../../api/server/workflow/token-move.js';
import { facts, leave, purchase } from './bpmn-helpers.js';

describe('moving a token (the helper reject and take back will use)', () => {
  it('moves a waiting HR task back to the leader, and the process runs on from there', async () => {
    const started = await startProcess('leave', leave.xml, facts({ days: 5 }));
    const atHr = await signalProcess(started.state, facts({ days: 5 }, { leader: { action: 'agree' } }), {
      nodeId: 'leader',
      executionId: started.waiting[0]?.executionId ?? '',
    });
    const hr = atHr.waiting.find((wait) => wait.nodeId === 'hr');
    assert.ok(hr);
    const back = await moveToken(atHr.state, facts({ days: 5 }), {
      fromExecutionIds: [hr.executionId],
      toNodeId: 'leader',
    });
    assert.equal(back.ended, false);
    assert.deepEqual(
      back.waiting.map((wait) => wait.nodeId),
      ['leader'],
    );
    const leader = back.waiting[0];
    assert.ok(
      leader && leader.executionId !== started.waiting[0]?.executionId,
      'a new execution of the leader',
    );
    // The changed request (2 days now) ends after the leader.
    const done = await signalProcess(back.state, facts({ days: 2 }, { leader: { action: 'agree' } }), {
      nodeId: 'leader',
      executionId: leader.executionId,
    });
    assert.equal(done.ended, true);
    assert.deepEqual(done.endsReached, ['end_ok']);
  });

  it('leaves every iteration of a countersign and the parallel branch keeps waiting', async () => {
    const signers = { sign: 3 };
    const started = await startProcess('purchase', purchase.xml, facts({}, {}, signers));
    const split = await signalProcess(started.state, facts({}, { leader: { action: 'agree' } }, signers), {
      nodeId: 'leader',
      executionId: started.waiting[0]?.executionId ?? '',
    });
    const signs = split.waiting.filter((wait) => wait.nodeId === 'sign').map((wait) => wait.executionId);
    assert.equal(signs.length, 3);
    const moved = await moveToken(split.state, facts({}, {}, signers), {
      fromExecutionIds: signs,
      toNodeId: 'sign',
    });
    const nodes = moved.waiting.map((wait) => wait.nodeId).sort();
    assert.deepEqual(nodes, ['finance', 'sign', 'sign', 'sign']);
    assert.ok(
      moved.waiting
        .filter((wait) => wait.nodeId === 'sign')
        .every((wait) => !signs.includes(wait.executionId)),
    );
  });

  it('moving the only waiting task onto itself keeps its token there (the caller issues its tasks again)', async () => {
    const started = await startProcess('leave', leave.xml, facts({ days: 1 }));
    const first = started.waiting[0]?.executionId ?? '';
    const again = await moveToken(started.state, facts({ days: 1 }), {
      fromExecutionIds: [first],
      toNodeId: 'leader',
    });
    assert.equal(again.ended, false);
    assert.deepEqual(
      again.waiting.map((wait) => wait.nodeId),
      ['leader'],
    );
    assert.equal(again.waiting[0]?.executionId, first);
  });

  it('refuses an execution that is not waiting and an unknown target', async () => {
    const started = await startProcess('leave', leave.xml, facts({ days: 1 }));
    await assert.rejects(
      moveToken(started.state, facts({ days: 1 }), { fromExecutionIds: ['nope'], toNodeId: 'hr' }),
      /not waiting/,
    );
    await assert.rejects(
      moveToken(started.state, facts({ days: 1 }), {
        fromExecutionIds: [started.waiting[0]?.executionId ?? ''],
        toNodeId: 'nowhere',
      }),
      /not in the process/,
    );
  });
});

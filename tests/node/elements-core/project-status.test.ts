import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApiClient } from '../../../api/client/index.js';
import { SEARCH_STATUSES } from '../../../api/contract/tender.js';
import type { ProjectWindows } from '../../../api/contract/tender-site.js';
import {
  procureTypeLabel,
  projectStatus,
  quotationModeLabel,
  SEARCH_STATUS_VARIANTS,
  searchStatusLabel,
} from '../../../elements/core/project-status.js';
import { serverClockOffset } from '../../../elements/core/server-clock.js';

const NOW = Date.parse('2026-03-10T02:00:00.000Z');
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

function windows(rs: number | null, re: number | null, bs: number | null, be: number | null): ProjectWindows {
  return {
    fRegisterStartTime: rs === null ? null : at(rs),
    fRegisterEndTime: re === null ? null : at(re),
    fBidStartTime: bs === null ? null : at(bs),
    fBidEndTime: be === null ? null : at(be),
  };
}

describe('projectStatus', () => {
  it('walks through the five search statuses as the windows pass', () => {
    const project = windows(1, 2, 3, 4);
    const seen = [0.5, 1.5, 2.5, 3.5, 4.5].map((hours) => projectStatus(project, NOW + hours * 3_600_000));
    assert.deepEqual(seen, ['willRegister', 'inRegister', 'willQuote', 'inQuotation', 'complete']);
  });

  it('moves on exactly at each boundary', () => {
    const project = windows(0, 1, 2, 3);
    assert.equal(projectStatus(project, NOW - 1), 'willRegister');
    assert.equal(projectStatus(project, NOW), 'inRegister');
    assert.equal(projectStatus(project, NOW + 3 * 3_600_000), 'complete');
  });

  it('is judged by the time it is given (the server clock), not the machine clock', () => {
    const project = windows(-1, 1, 2, 3);
    assert.equal(projectStatus(project, NOW), 'inRegister');
    assert.equal(projectStatus(project, Date.parse('2030-01-01T00:00:00Z')), 'complete');
  });

  it('skips missing boundaries and stays in the phase after the last one passed', () => {
    assert.equal(projectStatus(windows(null, 2, 3, 4), NOW), 'inRegister');
    assert.equal(projectStatus(windows(null, null, 3, 4), NOW), 'willQuote');
    assert.equal(projectStatus(windows(-3, null, null, null), NOW), 'inRegister');
    assert.equal(projectStatus(windows(-3, -2, null, null), NOW), 'willQuote');
    assert.equal(projectStatus(windows(null, null, -3, null), NOW), 'inQuotation');
    assert.equal(projectStatus(windows(null, null, null, -1), NOW), 'complete');
  });

  it('has no status without any window, and ignores unreadable times', () => {
    assert.equal(projectStatus(windows(null, null, null, null), NOW), undefined);
    assert.equal(projectStatus({}, NOW), undefined);
    assert.equal(projectStatus({ fRegisterStartTime: 'soon', fBidEndTime: at(-1) }, NOW), 'complete');
  });
});

describe('status labels', () => {
  it('names and colours every status', () => {
    assert.deepEqual(
      SEARCH_STATUSES.map((status) => searchStatusLabel(status)),
      ['待报名', '报名中', '待报价', '报价中', '已结束'],
    );
    assert.deepEqual(Object.keys(SEARCH_STATUS_VARIANTS), [...SEARCH_STATUSES]);
  });

  it('shows an unknown procure type or quotation mode as nothing, without failing', () => {
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (message: unknown) => warnings.push(message);
    try {
      assert.equal(procureTypeLabel('gkzb'), '公开招标');
      assert.equal(procureTypeLabel('lottery' as never), '');
      assert.equal(quotationModeLabel('guess' as never), '');
      assert.equal(warnings.length, 2);
    } finally {
      console.warn = warn;
    }
  });
});

describe('serverClockOffset', () => {
  const clientAnswering = (answers: Array<number | Error>) => {
    let calls = 0;
    const api = {
      procureNotice: {
        getTime: async () => {
          const answer = answers[Math.min(calls, answers.length - 1)];
          calls += 1;
          if (answer instanceof Error) throw answer;
          return {
            state: true,
            message: '',
            value: { timestamp: answer!, time: new Date(answer!).toISOString() },
          };
        },
      },
    } as unknown as ApiClient;
    return { api, calls: () => calls };
  };

  it('is how far the server clock is ahead, asked once per client', async () => {
    const ahead = Date.now() + 3_600_000;
    const { api, calls } = clientAnswering([ahead]);
    const offset = await serverClockOffset(api);
    assert.ok(Math.abs(offset - 3_600_000) < 1000, String(offset));
    await serverClockOffset(api);
    assert.equal(calls(), 1);
  });

  it('is zero while the server cannot be asked, and asks again later', async () => {
    const { api, calls } = clientAnswering([new Error('offline')]);
    assert.equal(await serverClockOffset(api), 0);
    assert.equal(await serverClockOffset(api), 0);
    assert.equal(calls(), 1);
  });
});

/**
 * Who may call each inner-message and contact-group call (issue 15), table-driven: the owner of the
 * object (王晓明: the receiver of a message, the owner of a group), another colleague (陈静), the
 * administrator, a supplier and a visitor without a token. Every row acts on a fresh object of the owner,
 * so no row depends on another.
 */
import { after, before, describe } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { SentMessage } from '../../../api/contract/messages.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';
import { itAnswersAsTheTableSays, type MatrixRow, type Outcome, outcomesIn } from './permission-matrix.js';

const IDENTITIES = ['owner', 'other', 'admin', 'supplier', 'visitor'] as const;
type Identity = (typeof IDENTITIES)[number];
const ACCOUNTS: Record<Identity, string | null> = {
  owner: 'staff',
  other: 'chenjing',
  admin: 'admin',
  supplier: 'supplier',
  visitor: null,
};
const expect = outcomesIn(IDENTITIES);

interface Row extends MatrixRow<Identity> {
  /** The request, given a fresh object of the owner: a message id or a group id. */
  request: (object: string) => { method: string; path: string; body?: unknown };
  /** What the row needs: one of the owner's messages, or one of the owner's groups with two members. */
  needs: 'message' | 'group' | 'nothing';
}

const M = '/message/messageReceiver/v1';
const G = '/uc/ucGroup/v1';
const GU = '/uc/ucGroupUser/v1';

const ROWS: Row[] = [
  {
    call: 'messageReceiver/list',
    object: 'own list',
    needs: 'nothing',
    request: () => ({ method: 'POST', path: `${M}/list`, body: {} }),
    expected: expect('ok', 'ok', 'ok', 'ok', 401),
  },
  {
    call: 'messageReceiver/getMsgbadge',
    object: 'own count',
    needs: 'nothing',
    request: () => ({ method: 'GET', path: `${M}/getMsgbadge` }),
    expected: expect('ok', 'ok', 'ok', 'ok', 401),
  },
  {
    call: 'messageReceiver/get',
    object: "王晓明's message",
    needs: 'message',
    request: (id) => ({ method: 'GET', path: `${M}/get?id=${id}` }),
    expected: expect('ok', 'refused', 'refused', 'refused', 401),
  },
  {
    call: 'messageReceiver/mark',
    object: "王晓明's message",
    needs: 'message',
    request: (id) => ({ method: 'POST', path: `${M}/mark`, body: { ids: [id], isRead: true } }),
    expected: expect('ok', 'refused', 'refused', 'refused', 401),
  },
  {
    call: 'messageReceiver/remove',
    object: "王晓明's message",
    needs: 'message',
    request: (id) => ({ method: 'POST', path: `${M}/remove`, body: { ids: [id] } }),
    expected: expect('ok', 'refused', 'refused', 'refused', 401),
  },
  {
    call: 'messageSend/send',
    object: 'to a colleague',
    needs: 'nothing',
    request: () => ({
      method: 'POST',
      path: '/message/messageSend/v1/send',
      body: { receiverIds: ['u-hulin'], subject: '权限', body: '<p>x</p>' },
    }),
    expected: expect('ok', 'ok', 'ok', 403, 401),
  },
  {
    call: 'messageSend/send',
    object: "王晓明's group",
    needs: 'group',
    request: (id) => ({
      method: 'POST',
      path: '/message/messageSend/v1/send',
      body: { groupIds: [id], subject: '权限', body: '<p>x</p>' },
    }),
    expected: expect('ok', 400, 400, 403, 401),
  },
  {
    call: 'ucContacts/search',
    object: 'the directory',
    needs: 'nothing',
    request: () => ({ method: 'POST', path: '/uc/ucContacts/v1/search', body: { keyword: 'wang' } }),
    expected: expect('ok', 'ok', 'ok', 403, 401),
  },
  {
    call: 'ucGroup/query',
    object: 'groups',
    needs: 'nothing',
    request: () => ({ method: 'POST', path: `${G}/query`, body: {} }),
    expected: expect('ok', 'ok', 'ok', 403, 401),
  },
  {
    call: 'ucGroup/save',
    object: 'a new group',
    needs: 'nothing',
    request: () => ({ method: 'POST', path: `${G}/save`, body: { name: `新组${Math.random()}` } }),
    expected: expect('ok', 'ok', 'ok', 403, 401),
  },
  {
    call: 'ucGroup/save',
    object: "王晓明's group",
    needs: 'group',
    request: (id) => ({ method: 'POST', path: `${G}/save`, body: { id, name: `改名${Math.random()}` } }),
    expected: expect('ok', 'refused', 'refused', 403, 401),
  },
  {
    call: 'ucGroup/remove',
    object: "王晓明's group",
    needs: 'group',
    request: (id) => ({ method: 'DELETE', path: `${G}/remove?ids=${id}` }),
    expected: expect('ok', 'refused', 'refused', 403, 401),
  },
  {
    call: 'ucGroupUser/getGroupUsers',
    object: "王晓明's group",
    needs: 'group',
    request: (id) => ({ method: 'GET', path: `${GU}/getGroupUsers?groupId=${id}` }),
    expected: expect('ok', 'refused', 'ok', 403, 401),
  },
  {
    call: 'ucGroupUser/saveJson',
    object: "王晓明's group",
    needs: 'group',
    request: (id) => ({
      method: 'POST',
      path: `${GU}/saveJson`,
      body: { groupId: id, userIds: ['u-zhangwei'] },
    }),
    expected: expect('ok', 400, 400, 403, 401),
  },
  {
    call: 'ucGroupUser/remove',
    object: "王晓明's group",
    needs: 'group',
    request: (id) => ({ method: 'POST', path: `${GU}/remove`, body: { groupId: id, userIds: ['u-hulin'] } }),
    expected: expect('ok', 400, 400, 403, 401),
  },
  {
    call: 'ucGroupUser/swap',
    object: "王晓明's group",
    needs: 'group',
    request: (id) => ({
      method: 'POST',
      path: `${GU}/swap`,
      body: { groupId: id, userId: 'u-hulin', targetUserId: 'u-lina' },
    }),
    expected: expect('ok', 400, 400, 403, 401),
  },
];

describe('inner message and contact group permissions', () => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  before(async () => {
    server = await startTestServer();
    for (const account of [...Object.values(ACCOUNTS), 'zhangwei']) {
      if (account) tokens.set(account, await tokenFor(server, account));
    }
  });
  after(() => server.stop());

  const call = (account: string | null, request: { method: string; path: string; body?: unknown }) =>
    server.request<Envelope<unknown>>(request.method, request.path, {
      body: request.body,
      token: account ? tokens.get(account) : undefined,
    });
  const answerValueOf = async <T>(
    account: string,
    request: { method: string; path: string; body?: unknown },
  ) => (await call(account, request)).body.value as T;

  /** A fresh object of 王晓明's for a row. */
  async function objectFor(needs: Row['needs']): Promise<string> {
    if (needs === 'message') {
      const sent = await answerValueOf<SentMessage>('zhangwei', {
        method: 'POST',
        path: '/message/messageSend/v1/send',
        body: { receiverIds: ['u-staff'], subject: '给王晓明', body: '<p>x</p>' },
      });
      return sent.id;
    }
    if (needs === 'group') {
      const id = await answerValueOf<string>('staff', {
        method: 'POST',
        path: `${G}/save`,
        body: { name: `王晓明的组${Math.random()}` },
      });
      await call('staff', {
        method: 'POST',
        path: `${GU}/saveJson`,
        body: { groupId: id, userIds: ['u-hulin', 'u-lina'] },
      });
      return id;
    }
    return '';
  }

  itAnswersAsTheTableSays(IDENTITIES, ROWS, async (row, identity): Promise<Outcome> => {
    const object = await objectFor(row.needs);
    const { status, body } = await call(ACCOUNTS[identity], row.request(object));
    if (status !== 200) return status as Outcome;
    return body.state ? 'ok' : 'refused';
  });
});

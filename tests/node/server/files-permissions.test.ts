/**
 * Who may read a file (issue 34 item 20), over real HTTP: every file belongs to its uploader until a record
 * links it; a workflow form's or opinion's attachment follows who may see its instance, a task draft's who
 * may handle the task, a share link's guest reads its instance's; a news item's is the site
 * administrator's until the item is published, then anyone's; anything else is refused, to
 * administrators too. The tender's objects have their rows in permission-matrix-tender.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { UploadedFile } from '../../../api/contract/files.js';
import type { ShortUrlTarget } from '../../../api/contract/portal.js';
import { startTestServer, type TestServer } from './harness.js';
import { itAnswersAsTheTableSays, type Outcome, outcomesIn } from './permission-matrix.js';
import { leaveData, okValue, type WorkflowClient, workflowClient } from './workflow-helpers.js';

const FILE = '/portal/system/file/v1';
const INLINE = '/portal/file/onlinePreviewController/v1/getFileById_';
const PREVIEW = '/portal/file/onlinePreviewController/v1/onlinePreview';

const IDENTITIES = [
  'visitor',
  'staff',
  'liuyang',
  'zhoujie',
  'wuting',
  'chenjing',
  'supplier',
  'supplier2',
  'admin',
] as const;
type Identity = (typeof IDENTITIES)[number];
type Account = Exclude<Identity, 'visitor'>;
const ACCOUNTS = IDENTITIES.filter((identity): identity is Account => identity !== 'visitor');
/** Outcomes in the order of IDENTITIES. */
const expect = outcomesIn(IDENTITIES);

/** The files the rows read, made before the table runs. */
interface Files {
  /** Each account's own upload, linked to nothing. */
  own: Record<Account, string>;
  /** On staff's expense claim (leader agreed, finance pending): its form's 附件 field. */
  expenseAttachment: string;
  /** On staff's leave request: liuyang's opinion's attachment. */
  opinionAttachment: string;
  /** On the claim's finance task (zhoujie or wuting): zhoujie's saved draft's attachment. */
  draftAttachment: string;
  /** The site administrator's, on a news item still a draft (news/news-files.ts). */
  draftNewsAttachment: string;
  /** The site administrator's, on a published news item: anyone's, visitors too. */
  publishedNewsAttachment: string;
}

interface Row {
  call: string;
  object: 'own' | "another's";
  path: (files: Files, identity: Identity) => string;
  /** File info and preview answer an envelope; the others bytes. */
  envelope?: boolean;
  expected: Record<Identity, Outcome>;
}

const download = (id: string) => `${FILE}/downloadFile?fileId=${id}`;
const OWN = expect(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
const SUPPLIERS_ONLY = expect(401, 403, 403, 403, 403, 403, 'ok', 403, 403);
const EXPENSE_READERS = expect(401, 'ok', 'ok', 'ok', 'ok', 403, 403, 403, 403);
const LEAVE_READERS = expect(401, 'ok', 'ok', 403, 403, 403, 403, 403, 403);
const FINANCE_HANDLERS = expect(401, 403, 403, 'ok', 'ok', 403, 403, 403, 403);
const ownOf = (files: Files, identity: Identity) => files.own[identity === 'visitor' ? 'staff' : identity];

const ROWS: Row[] = [
  // ---- a fresh upload, linked to nothing: its uploader's alone
  {
    call: 'downloadFile (fresh upload)',
    object: 'own',
    path: (f, i) => download(ownOf(f, i)),
    expected: OWN,
  },
  {
    call: 'downloadFile (fresh upload)',
    object: "another's",
    path: (f) => download(f.own.supplier),
    expected: SUPPLIERS_ONLY,
  },
  {
    call: 'getFileById (fresh upload)',
    object: "another's",
    path: (f) => `${INLINE}${f.own.supplier}`,
    expected: SUPPLIERS_ONLY,
  },
  {
    call: 'file info (fresh upload)',
    object: "another's",
    path: (f) => `${FILE}/${f.own.supplier}`,
    envelope: true,
    expected: SUPPLIERS_ONLY,
  },
  {
    call: 'onlinePreview (fresh upload)',
    object: "another's",
    path: (f) => `${PREVIEW}?fileId=${f.own.supplier}`,
    envelope: true,
    expected: SUPPLIERS_ONLY,
  },
  {
    call: 'downloadFile (staff upload)',
    object: "another's",
    path: (f) => download(f.own.staff),
    expected: expect(401, 'ok', 403, 403, 403, 403, 403, 403, 403),
  },
  // ---- workflow attachments: who may see the instance, or handle the task
  {
    call: 'downloadFile (form attachment)',
    object: "another's",
    path: (f) => download(f.expenseAttachment),
    expected: EXPENSE_READERS,
  },
  {
    call: 'file info (form attachment)',
    object: "another's",
    path: (f) => `${FILE}/${f.expenseAttachment}`,
    envelope: true,
    expected: EXPENSE_READERS,
  },
  {
    call: 'downloadFile (opinion attachment)',
    object: "another's",
    path: (f) => download(f.opinionAttachment),
    expected: LEAVE_READERS,
  },
  {
    call: 'getFileById (opinion attachment)',
    object: "another's",
    path: (f) => `${INLINE}${f.opinionAttachment}`,
    expected: LEAVE_READERS,
  },
  {
    call: 'downloadFile (task draft attachment)',
    object: "another's",
    path: (f) => download(f.draftAttachment),
    expected: FINANCE_HANDLERS,
  },
  // ---- a news item's attachments: the site administrator's until it is published, then anyone's
  {
    call: 'downloadFile (draft news attachment)',
    object: "another's",
    path: (f) => download(f.draftNewsAttachment),
    expected: expect(401, 403, 403, 403, 403, 403, 403, 403, 'ok'),
  },
  {
    call: 'downloadFile (published news attachment)',
    object: "another's",
    path: (f) => download(f.publishedNewsAttachment),
    expected: expect('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  },
  {
    call: 'file info (published news attachment)',
    object: "another's",
    path: (f) => `${FILE}/${f.publishedNewsAttachment}`,
    envelope: true,
    expected: expect('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  },
];

/** A multipart upload over real HTTP as the token's user: the new file's id. */
async function upload(server: TestServer, token: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([`${name} 的内容`], { type: 'text/plain' }), name);
  const response = await fetch(`${server.url}${FILE}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as Envelope<UploadedFile>;
  assert.equal(body.state, true, body.message);
  return (body.value as UploadedFile).fileId;
}

const entry = (fileId: string) => ({
  name: `${fileId}.txt`,
  size: 1,
  response: { fileId, fileName: 'a.txt' },
});

/** staff's one-day leave request, which liuyang agrees to with an attachment of his own to the opinion. */
async function leaveWithOpinionFile(server: TestServer, flow: WorkflowClient, name: string) {
  const instId = await flow.start('staff', 'leave', leaveData(1, { endDate: '2026-12-01' }));
  const fileId = await upload(server, await flow.token('liuyang'), name);
  const taskId = await flow.pendingTask(instId, 'leader', 'liuyang');
  okValue(
    await flow.complete('liuyang', {
      taskId,
      actionName: 'agree',
      opinion: '见附件',
      files: [entry(fileId)],
    }),
  );
  return { instId, fileId };
}

/** The workflow objects of the table, through the workflow's own calls. */
async function workflowFiles(
  server: TestServer,
  flow: WorkflowClient,
): Promise<Omit<Files, 'own' | 'draftNewsAttachment' | 'publishedNewsAttachment'>> {
  const expenseAttachment = await upload(server, await flow.token('staff'), '发票.txt');
  const expense = await flow.start('staff', 'expense', {
    expenseType: 'office',
    amount: 2000,
    occurDate: '2026-11-20',
    description: '办公耗材',
    attachments: [entry(expenseAttachment)],
  });
  const leader = await flow.pendingTask(expense, 'leader', 'liuyang');
  okValue(await flow.complete('liuyang', { taskId: leader, actionName: 'agree', opinion: '' }));
  const finance = await flow.pendingTask(expense, 'finance', 'zhoujie');
  const draftAttachment = await upload(server, await flow.token('zhoujie'), '核算表.txt');
  okValue(
    await flow.as('zhoujie', 'POST', '/runtime/task/v1/saveDraft', {
      taskId: finance,
      opinion: '核对中',
      files: [entry(draftAttachment)],
    }),
  );

  const { fileId: opinionAttachment } = await leaveWithOpinionFile(server, flow, '排班表.txt');
  return { expenseAttachment, opinionAttachment, draftAttachment };
}

/** Two news items of the site administrator, each with an attachment: one a draft, one published. */
async function newsFiles(server: TestServer, flow: WorkflowClient) {
  const token = await flow.token('admin');
  const news = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}/portal/portalNews/v1/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return okValue<{ id: string }>({ status: response.status, body: (await response.json()) as Envelope });
  };
  const item = async (title: string, fileId: string) =>
    news('adminSave', {
      classifyId: 'nc-notice',
      title,
      content: '<p>见附件。</p>',
      attachmentIds: [fileId],
    });
  const draftNewsAttachment = await upload(server, token, '草稿附件.txt');
  await item('草稿公告', draftNewsAttachment);
  const publishedNewsAttachment = await upload(server, token, '公告附件.txt');
  await news('publish', { id: (await item('已发布公告', publishedNewsAttachment)).id });
  return { draftNewsAttachment, publishedNewsAttachment };
}

describe('the permission matrix of files', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  let files: Files;

  before(async () => {
    server = await startTestServer();
    flow = workflowClient(server);
    const own = {} as Record<Account, string>;
    for (const account of ACCOUNTS)
      own[account] = await upload(server, await flow.token(account), `${account}.txt`);
    files = { own, ...(await workflowFiles(server, flow)), ...(await newsFiles(server, flow)) };
  });
  after(() => server.stop());

  async function outcomeOf(row: Row, identity: Identity): Promise<Outcome> {
    const token = identity === 'visitor' ? undefined : await flow.token(identity);
    const response = await fetch(server.url + row.path(files, identity), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!row.envelope || response.status !== 200) {
      await response.arrayBuffer();
      return response.status === 200 ? 'ok' : (response.status as Outcome);
    }
    const body = (await response.json()) as Envelope;
    return body.state ? 'ok' : 'refused';
  }

  itAnswersAsTheTableSays(IDENTITIES, ROWS, outcomeOf);

  it('refuses in the caller’s language', async () => {
    const response = await fetch(`${server.url}${download(files.own.supplier)}`, {
      headers: { authorization: `Bearer ${await flow.token('staff')}`, 'accept-language': 'en-US' },
    });
    assert.equal(response.status, 403);
    const body = (await response.json()) as Envelope;
    assert.deepEqual([body.state, body.message], [false, 'You are not allowed to see this attachment']);
  });

  it('lets the guest of a share link read its instance’s attachments, and no other file', async () => {
    const { instId: leave, fileId: shared } = await leaveWithOpinionFile(server, flow, '分享附件.txt');
    await server.app.db
      .insertInto('short_urls')
      .values({ code: 'shFiles', long_url: `/shareInst/${leave}/true`, guest: true, expires_at: null })
      .execute();
    const target = await server.request<Envelope<ShortUrlTarget>>(
      'GET',
      '/portal/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=shFiles',
    );
    const guest = target.body.value?.guestToken ?? '';
    assert.ok(guest);
    const as = (path: string) => fetch(server.url + path, { headers: { authorization: `Bearer ${guest}` } });
    const answer = await as(download(shared));
    assert.equal(answer.status, 200);
    assert.equal(await answer.text(), '分享附件.txt 的内容');
    for (const other of [files.opinionAttachment, files.expenseAttachment, files.own.staff]) {
      const refused = await as(download(other));
      await refused.arrayBuffer();
      assert.equal(refused.status, 403, other);
    }
  });

  it('refuses a task draft that names another’s upload, so nobody borrows a file through a draft', async () => {
    const expense = await flow.start('staff', 'expense', {
      expenseType: 'office',
      amount: 2000,
      occurDate: '2026-11-21',
      description: '办公耗材',
    });
    const leader = await flow.pendingTask(expense, 'leader', 'liuyang');
    const borrowed = await flow.as('liuyang', 'POST', '/runtime/task/v1/saveDraft', {
      taskId: leader,
      files: [entry(files.own.supplier)],
    });
    assert.deepEqual([borrowed.status, borrowed.body.message], [400, '附件不存在或不是您上传的']);
    const response = await fetch(`${server.url}${download(files.own.supplier)}`, {
      headers: { authorization: `Bearer ${await flow.token('liuyang')}` },
    });
    await response.arrayBuffer();
    assert.equal(response.status, 403);
  });
});

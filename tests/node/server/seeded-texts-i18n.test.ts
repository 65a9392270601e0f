/**
 * Seeded and system texts in the caller's language (issue 34, item 19) over real HTTP: the same call
 * answers zh-CN, zh-TW and en-US for the processes, their categories, descriptions and node names, the
 * staff home's columns, layout, quick entries and apps, the menu badge, the workflow's inner messages
 * (their 待办 / 知会 tags) and the tender site's to-do messages; what people typed stays as typed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import type { PageList } from '../../../api/contract/envelope.js';
import type { MenuItem } from '../../../api/contract/menu.js';
import type { InnerMessage } from '../../../api/contract/messages.js';
import type { FrontHome, IndexColumn, OftenEntry, SysApp } from '../../../api/contract/portal.js';
import type { ProcureMessage } from '../../../api/contract/tender.js';
import type { ProcessRow, TodoRow } from '../../../api/contract/workflow-lists.js';
import type { TestServer } from './harness.js';
import { leaveData, okValue, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;
type Language = (typeof LANGUAGES)[number];
const HAN = /\p{Script=Han}/u;

describe('seeded and system texts in the caller’s language', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });

  const read = async <T>(account: string, method: string, path: string, body: unknown, language: Language) =>
    okValue<T>(await flow.as<T>(account, method, path, body, language));
  /** The same call in the three languages. */
  const inEach = async <T>(account: string, method: string, path: string, body?: unknown) => {
    const [zhCN, zhTW, enUS] = await Promise.all(
      LANGUAGES.map((language) => read<T>(account, method, path, body, language)),
    );
    return { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS } as Record<Language, T>;
  };
  const processes = (language: Language) =>
    read<PageList<ProcessRow>>(
      'staff',
      'POST',
      '/runtime/instance/v1/newProcess',
      { pageSize: 50 },
      language,
    );

  it('names the processes, their categories and descriptions in each language', async () => {
    const answers = await inEach<PageList<ProcessRow>>('staff', 'POST', '/runtime/instance/v1/newProcess', {
      pageSize: 50,
    });
    const leave = (language: Language) => answers[language].rows.find((row) => row.defKey === 'leave');
    assert.deepEqual(
      LANGUAGES.map((language) => [leave(language)?.name, leave(language)?.categoryName]),
      [
        ['请假申请', '人事行政'],
        ['請假申請', '人事行政'],
        ['Leave request', 'HR and administration'],
      ],
    );
    assert.match(leave('zh-TW')?.description ?? '', /^員工請假：3天以內/);
    assert.match(leave('en-US')?.description ?? '', /^Employee leave: up to 3 days/);
    for (const row of answers['en-US'].rows) {
      assert.doesNotMatch(`${row.name} ${row.categoryName} ${row.description}`, HAN, row.defKey);
    }
  });

  it('names the definitions and nodes of the to-do list and of the task’s opinions in each language', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(2));
    const page = (language: Language) =>
      read<PageList<TodoRow>>('liuyang', 'POST', '/runtime/task/v1/getTodoList', { pageSize: 100 }, language);
    const rows = await Promise.all(LANGUAGES.map(page));
    const ours = rows.map((answer) => answer.rows.find((row) => row.instId === instId));
    assert.deepEqual(
      ours.map((row) => [row?.procDefName, row?.nodeName]),
      [
        ['请假申请', '部门负责人审批'],
        ['請假申請', '部門負責人審批'],
        ['Leave request', 'Department head approval'],
      ],
    );
    // The instance's opinions (the start and the pending step) name the nodes in English too.
    const detail = await read<{ opinions?: { nodeId: string; taskName: string }[] }>(
      'liuyang',
      'GET',
      `/runtime/task/v1/taskDetailBo?taskId=${encodeURIComponent(ours[2]?.taskId ?? '')}`,
      undefined,
      'en-US',
    );
    const names = JSON.stringify(detail);
    assert.match(names, /"Department head approval"/);
    assert.doesNotMatch(names, /部门负责人审批|发起申请/);

    // The flow chart draws the names its BPMN gives: the nodes' and the flows' in English.
    const chart = await read<{ name: string; bpmnXml: string }>(
      'liuyang',
      'GET',
      `/runtime/instance/v1/instanceFlowImage?instId=${instId}`,
      undefined,
      'en-US',
    );
    assert.equal(chart.name, 'Leave request');
    assert.match(chart.bpmnXml, /<bpmn:userTask id="leader" name="Department head approval"/);
    assert.match(chart.bpmnXml, /<bpmn:sequenceFlow id="f_days_short" name="Up to 3 days"/);
    assert.doesNotMatch(chart.bpmnXml, /name="[^"]*\p{Script=Han}/u);

    // The printed form is titled with the form's name in the caller's language.
    const printed = await fetch(`${server.url}/runtime/instance/v1/wordPrint`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await flow.token('staff')}`,
        'content-type': 'application/json',
        'accept-language': 'en-US',
      },
      body: JSON.stringify({ instId }),
    });
    assert.equal(printed.status, 200);
    const word = unzipSync(new Uint8Array(await printed.arrayBuffer()));
    assert.match(strFromU8(word['word/document.xml'] ?? new Uint8Array()), /Leave request form/);

    // A copy-to notice names only its instance and node: both are found from the instance.
    const notices = await read<PageList<{ instId: string; nodeName: string; procDefName: string }>>(
      'staff',
      'POST',
      '/runtime/task/v1/getNoticeDoneReadList',
      { pageSize: 100 },
      'en-US',
    );
    assert.ok(notices.rows.length > 0, 'the demo has read copy-to notices');
    for (const row of notices.rows)
      assert.doesNotMatch(`${row.procDefName} ${row.nodeName}`, HAN, row.instId);
  });

  it('keeps a process name that a person changed, and a category without translations, as typed', async () => {
    await server.app.db
      .updateTable('bpm_definitions')
      .set({ name: '信息化需求（新版）' })
      .where('def_key', '=', 'itRequest')
      .execute();
    await server.app.db
      .updateTable('bpm_categories')
      .set({ name_i18n: null })
      .where('id', '=', 'cat-finance')
      .execute();
    const rows = (await processes('en-US')).rows;
    assert.equal(rows.find((row) => row.defKey === 'itRequest')?.name, '信息化需求（新版）');
    assert.equal(rows.find((row) => row.defKey === 'expense')?.categoryName, '财务管理');
    assert.equal(rows.find((row) => row.defKey === 'expense')?.name, 'Expense claim');
  });

  it('titles the staff home, its columns and quick entries, its apps and the menu badge in each language', async () => {
    const home = await inEach<FrontHome>('staff', 'GET', '/portal/portal/main/v1/vueFrontHome');
    assert.deepEqual(
      LANGUAGES.map((language) => home[language].title),
      ['员工门户首页', '員工入口首頁', 'Staff home'],
    );
    const column = await inEach<IndexColumn>(
      'staff',
      'GET',
      '/portal/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias?alias=quickEntry',
    );
    assert.deepEqual(
      LANGUAGES.map((language) => column[language].name),
      ['快捷入口', '快捷入口', 'Quick entries'],
    );
    const often = await inEach<OftenEntry[]>('staff', 'POST', '/portal/system/often', {});
    assert.deepEqual(
      LANGUAGES.map((language) => often[language][0]?.name),
      ['我的待办', '我的待辦', 'My to-do'],
    );
    const apps = await inEach<SysApp[]>('staff', 'POST', '/portal/portal/sysApp/v1/authList', {});
    const mail = (language: Language) => apps[language].find((app) => app.code === 'mail');
    assert.deepEqual(
      LANGUAGES.map((language) => [mail(language)?.name, mail(language)?.description]),
      [
        ['电子邮件', '收发内部与外部邮件'],
        ['電子郵件', '收發內部與外部郵件'],
        ['Email', 'Send and receive internal and external mail'],
      ],
    );
    const menus = await inEach<MenuItem[]>('staff', 'GET', '/portal/sys/sysMenu/v1/getCurrentUserMenu');
    const badge = (items: MenuItem[]): string | undefined => {
      for (const item of items) {
        if (item.alias === 'startProcess') return item.badge === undefined ? undefined : String(item.badge);
        const found = item.children ? badge(item.children) : undefined;
        if (found) return found;
      }
      return undefined;
    };
    assert.deepEqual(
      LANGUAGES.map((language) => badge(menus[language])),
      ['热', '熱', 'Hot'],
    );
  });

  it('writes the workflow’s inner messages in every language, tags included; a person’s message stays as typed', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(1, { reason: '家中有事。' }));
    const subject = (
      await server.app.db
        .selectFrom('bpm_instances')
        .select('subject')
        .where('id', '=', instId)
        .executeTakeFirstOrThrow()
    ).subject;
    const newest = async (language: Language) => {
      const page = await read<PageList<InnerMessage>>(
        'liuyang',
        'POST',
        '/message/messageReceiver/v1/list',
        { sorter: [{ property: 'createTime', direction: 'DESC' }], pageSize: 1 },
        language,
      );
      const message = page.rows[0];
      assert.ok(message);
      return read<InnerMessage>(
        'liuyang',
        'GET',
        `/message/messageReceiver/v1/get?id=${encodeURIComponent(message.id)}`,
        undefined,
        language,
      );
    };
    const [zhCN, zhTW, enUS] = await Promise.all(LANGUAGES.map(newest));
    // The instance's subject is the request's own title: it stays as written in each language.
    assert.deepEqual(
      [zhCN.subject, zhTW.subject, enUS.subject],
      [`【待办】${subject}`, `【待辦】${subject}`, `[To-do] ${subject}`],
    );
    assert.match(zhCN.body ?? '', /王晓明提交的流程到达“部门负责人审批”，等待您处理。/);
    assert.match(zhTW.body ?? '', /王晓明提交的流程到達「部門負責人審批」，等待您處理。/);
    assert.match(
      enUS.body ?? '',
      /The process 王晓明 submitted has reached “Department head approval” and waits for you\./,
    );

    // The demo's copy-to notices are 知会 messages.
    const notices = await read<PageList<InnerMessage>>(
      'staff',
      'POST',
      '/message/messageReceiver/v1/list',
      { pageSize: 100 },
      'en-US',
    );
    assert.ok(
      notices.rows.some((row) => row.subject.startsWith('[FYI] ')),
      notices.rows.map((row) => row.subject).join('\n'),
    );
    assert.ok(notices.rows.every((row) => !row.subject.startsWith('【')));

    const sent = await flow.as('staff', 'POST', '/message/messageSend/v1/send', {
      receiverIds: ['u-liuyang'],
      subject: '【待办】周五例会',
      body: '<p>请准备材料。</p>',
    });
    okValue(sent);
    const own = await newest('en-US');
    assert.deepEqual([own.subject, own.body], ['【待办】周五例会', '<p>请准备材料。</p>']);
  });

  it('answers the tender site’s to-do messages in each language', async () => {
    const pages = await inEach<PageList<ProcureMessage>>(
      'supplier',
      'POST',
      '/portal/procureMessage/v1/getMyMessage',
      {
        pageSize: 50,
      },
    );
    const first = (language: Language) => pages[language].rows.find((row) => row.id === 'm-1');
    assert.deepEqual(
      LANGUAGES.map((language) => first(language)?.subject),
      [
        '您已成功报名“2026年度办公设备集中采购”项目',
        '您已成功報名「2026年度办公设备集中采购」專案',
        'You have signed up for “2026年度办公设备集中采购”',
      ],
    );
    assert.equal(first('en-US')?.content, first('en-US')?.subject);

    // One the system writes now (the purchaser interrupts p-002, without a reason): its template in each
    // language, the project's name as it was typed.
    const interrupted = await flow.as(
      'purchaser',
      'GET',
      '/form/wProcureproject/v1/interruptProject?projectId=p-002',
    );
    okValue(interrupted);
    const name = (
      await server.app.db
        .selectFrom('procure_projects')
        .select('project_name')
        .where('id', '=', 'p-002')
        .executeTakeFirstOrThrow()
    ).project_name;
    const told = await inEach<PageList<ProcureMessage>>(
      'supplier',
      'POST',
      '/portal/procureMessage/v1/getMyMessage',
      {
        querys: [{ property: 'type', value: 'project', operation: 'EQUAL' }],
        sorter: [{ property: 'createTime', direction: 'DESC' }],
        pageSize: 1,
      },
    );
    assert.deepEqual(
      LANGUAGES.map((language) => [told[language].rows[0]?.subject, told[language].rows[0]?.content]),
      [
        [`“${name}”项目已中止`, `“${name}”项目已中止`],
        [`「${name}」專案已中止`, `「${name}」專案已中止`],
        [`The project “${name}” was interrupted`, `The project “${name}” was interrupted`],
      ],
    );
  });
});

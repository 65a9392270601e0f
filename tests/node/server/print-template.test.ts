import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { crc32, deflateRawSync } from 'node:zlib';
import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import PizZip from 'pizzip';
import type { AdminChange, PageList } from '../../../api/contract/admin.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { UploadedFile } from '../../../api/contract/files.js';
import type { GlobalPrintTemplate } from '../../../api/contract/print-template.js';
import type { FormField } from '../../../api/contract/workflow.js';
import { HttpError } from '../../../api/server/http/envelope.js';
import { displayValue } from '../../../api/server/workflow/instance-print.js';
import {
  fillPrintTemplate,
  PRINT_TEMPLATE_MAX_PARTS,
  PRINT_TEMPLATE_MAX_UNPACKED_MB,
  type PrintValues,
} from '../../../api/server/workflow/print-template.js';
import { startTestServer, type TestServer } from './harness.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';
import { leaveData, okValue, type WorkflowClient, workflowClient } from './workflow-helpers.js';

/**
 * The global Word print template (workflow-portal §7) over HTTP: 赵磊 (zhaolei, role 系统管理员, the workflow
 * administrator) uploads a .docx with placeholders and sets it; staff's leave request printed as Word is
 * that document filled in (read back with pizzip); a template docxtemplater cannot compile is refused
 * naming the tag, in the caller's language; removing it brings the built-in layout back. Values are text:
 * a form value or an opinion that looks like Word markup or a script comes out as that text.
 */
const WP = '/bpmModel/flow/wordPrint/v1';
const FILE = '/portal/system/file/v1';
const PAYLOAD = '</w:t></w:r></w:p><w:p><w:r><w:t>INJECTED</w:t></w:r></w:p><script>alert(1)</script>';

/** A .docx whose paragraphs are these lines, as Word would save one typed by hand. */
async function templateDocx(lines: string[]): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: lines.map(
          (line, index) =>
            new Paragraph({
              alignment: index === 0 ? AlignmentType.CENTER : undefined,
              children: [new TextRun(line)],
            }),
        ),
      },
    ],
  });
  return Packer.toBuffer(document);
}

interface ZipPart {
  name: string;
  data: Buffer;
  /** Deflated, as Word saves its parts; else stored. */
  deflate?: boolean;
  /** The unpacked size the zip declares, when it lies about it (a zip bomb's). */
  declaredSize?: number;
}

/** A zip of these parts, written byte by byte (the entries, the central directory and its end). */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const packed = part.deflate ? deflateRawSync(part.data) : part.data;
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(part.deflate ? 8 : 0, at + 4);
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc32(part.data), at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(part.declaredSize ?? part.data.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a .docx, as they unpack. */
function partsOf(docx: Buffer): ZipPart[] {
  const zip = new PizZip(docx);
  return Object.values(zip.files)
    .filter((file) => !file.dir)
    .map((file) => ({ name: file.name, data: file.asNodeBuffer(), deflate: true }));
}

/** The text of the document's body (word/document.xml), each paragraph a line. */
function documentText(bytes: ArrayBuffer | Buffer): { xml: string; lines: string[] } {
  const xml = new PizZip(bytes).file('word/document.xml')?.asText() ?? '';
  const lines = xml
    .split('</w:p>')
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)]
        .map((match) => (match[0] === '<w:br/>' ? '\n' : (match[1] ?? '')))
        .join('')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&amp;', '&'),
    )
    .filter((line) => line !== '');
  return { xml, lines };
}

/** A multipart upload over real HTTP as `account`: the new file's id. */
async function uploadTo(
  server: TestServer,
  flow: WorkflowClient,
  account: string,
  name: string,
  bytes: Buffer,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}${FILE}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await flow.token(account)}` },
    body: form,
  });
  const body = (await response.json()) as Envelope<UploadedFile>;
  assert.equal(body.state, true, body.message);
  return (body.value as UploadedFile).fileId;
}

/** instance/wordPrint as `account`: the .docx's text. */
async function wordPrintOn(
  server: TestServer,
  flow: WorkflowClient,
  account: string,
  instId: string,
  language: string,
) {
  const response = await fetch(`${server.url}/runtime/instance/v1/wordPrint`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await flow.token(account)}`,
      'content-type': 'application/json',
      'accept-language': language,
    },
    body: JSON.stringify({ instId }),
  });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /wordprocessingml/);
  return documentText(await response.arrayBuffer());
}

const TEMPLATE_LINES = [
  '{subject}',
  '流程：{processName}　发起人：{starter}　状态：{status}',
  '发起时间：{startTime}',
  '事由：{form.reason}',
  '{#fields}{label}={value}',
  '{/fields}',
  '{#opinions}{node}|{handler}|{result}|{opinion}',
  '{/opinions}',
  '打印：{printer} {watermark}',
];

describe('the global Word print template', () => {
  let server: TestServer;
  let flow: WorkflowClient;

  before(async () => {
    server = await startTestServer();
    flow = workflowClient(server);
  });
  after(() => server?.stop());

  const upload = (account: string, name: string, bytes: Buffer) =>
    uploadTo(server, flow, account, name, bytes);
  const wordPrint = (account: string, instId: string, language = 'zh-CN') =>
    wordPrintOn(server, flow, account, instId, language);
  const current = async (account = 'staff') =>
    okValue<GlobalPrintTemplate | null>(await flow.as(account, 'GET', `${WP}/getGlobalPrintTemplate`));

  it('uses the built-in layout until a template is set', async () => {
    assert.equal(await current(), null);
    const instId = await flow.start('staff', 'leave', leaveData(1, { endDate: '2026-12-01' }));
    const { lines } = await wordPrint('staff', instId);
    assert.ok(lines.includes('请假申请单'), lines.join(' / '));
    assert.ok(lines.includes('审批意见'));
  });

  it('fills the template that the workflow administrator set: values, fields, opinions, printer', async () => {
    const fileId = await upload('zhaolei', '公司抬头模板.docx', await templateDocx(TEMPLATE_LINES));
    const set = okValue<GlobalPrintTemplate>(
      await flow.as('zhaolei', 'POST', `${WP}/setGlobalPrintTemplate`, { fileId }),
    );
    assert.equal(set.fileId, fileId);
    assert.equal(set.fileName, '公司抬头模板.docx');
    assert.equal(set.setBy, 'zhaolei');
    assert.equal(set.setByName, '赵磊');
    assert.ok(set.size > 1000);
    assert.ok(set.placeholders.some((placeholder) => placeholder.tag === '{subject}'));
    const read = await current('staff');
    assert.deepEqual(read, set, 'any staff member reads the template');

    const instId = await flow.start(
      'staff',
      'leave',
      leaveData(1, { endDate: '2026-12-01', reason: `看病 ${PAYLOAD}` }),
    );
    okValue(
      await flow.complete('liuyang', {
        taskId: await flow.pendingTask(instId, 'leader', 'liuyang'),
        actionName: 'agree',
        opinion: `同意 ${PAYLOAD}`,
      }),
    );
    const { xml, lines } = await wordPrint('staff', instId);
    assert.equal(lines[0], '王晓明的请假申请（1天）');
    assert.equal(lines[1], '流程：请假申请单　发起人：王晓明　状态：已结束');
    assert.match(lines[2] ?? '', /^发起时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    assert.equal(lines[3], `事由：看病 ${PAYLOAD}`);
    assert.ok(lines.includes('请假类型=年假'), lines.join(' / '));
    assert.ok(lines.includes('请假天数=1 天'), lines.join(' / '));
    assert.ok(lines.includes(`部门负责人审批|刘洋|同意|同意 ${PAYLOAD}`), lines.join(' / '));
    assert.match(lines.at(-1) ?? '', /^打印：staff 王晓明 staff 王晓明 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The payload is text: escaped in the XML, never a paragraph or a script of its own.
    assert.ok(!lines.includes('INJECTED'));
    assert.ok(!xml.includes('<script>'));
    assert.ok(xml.includes('&lt;/w:t&gt;&lt;/w:r&gt;&lt;/w:p&gt;'));

    const english = await wordPrint('staff', instId, 'en-US');
    assert.equal(english.lines[1], '流程：Leave request form　发起人：王晓明　状态：Ended');
    assert.ok(english.lines.includes('Leave type=Annual leave'), english.lines.join(' / '));

    const records = okValue<{ account: string; type: string }[]>(
      await flow.as('staff', 'GET', `/runtime/bpmPrintRecord/v1/getByProInstId?instId=${instId}`),
    );
    assert.deepEqual(
      records.map((record) => `${record.account}:${record.type}`),
      ['staff:word', 'staff:word'],
    );
  });

  it('lets staff download the template file, and no supplier', async () => {
    const template = await current();
    assert.ok(template);
    const download = async (account: string) => {
      const response = await fetch(`${server.url}${FILE}/downloadFile?fileId=${template.fileId}`, {
        headers: { authorization: `Bearer ${await flow.token(account)}` },
      });
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const asStaff = await download('lina');
    assert.equal(asStaff.status, 200);
    assert.equal(asStaff.bytes.length, template.size);
    assert.notEqual((await download('supplier')).status, 200);
  });

  it('refuses a template docxtemplater cannot compile, naming the tag, in the caller’s language', async () => {
    const cases: [string[], string, string][] = [
      [
        ['{subject', '{status}'],
        '打印模板的占位符“subject”缺少结尾的“}”',
        'The placeholder “subject” of the print template lacks its closing “}”',
      ],
      [
        ['{#opinions}{node}', '{/fields}'],
        '打印模板的循环“opinions”没有正确的开始和结束',
        'The loop “opinions” of the print template does not open and close properly',
      ],
      [
        ['{subject}', '{applicant}'],
        '打印模板的占位符“applicant”不是可用的占位符',
        'The placeholder “applicant” of the print template is not one of the available placeholders',
      ],
    ];
    for (const [lines, chinese, english] of cases) {
      const fileId = await upload('zhaolei', 'broken.docx', await templateDocx(lines));
      for (const [language, message] of [
        ['zh-CN', chinese],
        ['en-US', english],
      ] as const) {
        const answer = await flow.as('zhaolei', 'POST', `${WP}/setGlobalPrintTemplate`, { fileId }, language);
        // A refusal the page shows where the template was uploaded: no code, so no client reports it too.
        assert.equal(answer.status, 200, lines.join('\n'));
        assert.equal(answer.body.state, false);
        assert.equal(answer.body.code, undefined);
        assert.equal(answer.body.message, message);
      }
    }
    const text = await upload('zhaolei', 'notes.txt', Buffer.from('{subject}'));
    const notDocx = await flow.as(
      'zhaolei',
      'POST',
      `${WP}/setGlobalPrintTemplate`,
      { fileId: text },
      'en-US',
    );
    assert.equal(notDocx.body.message, 'The print template must be a Word document (.docx)');
    const renamed = await upload('zhaolei', 'renamed.docx', Buffer.from('not a zip'));
    const notZip = await flow.as('zhaolei', 'POST', `${WP}/setGlobalPrintTemplate`, { fileId: renamed });
    assert.equal(notZip.body.message, '打印模板必须是 Word 文档（.docx）');
    // Another's upload is no template of this administrator's.
    const others = await upload('staff', 'mine.docx', await templateDocx(['{subject}']));
    const stolen = await flow.as('zhaolei', 'POST', `${WP}/setGlobalPrintTemplate`, { fileId: others });
    assert.equal(stolen.body.state, false);
    assert.equal(stolen.body.message, '附件无效，请重新上传');
    assert.equal((await current())?.fileName, '公司抬头模板.docx', 'the refused ones changed nothing');
  });

  it('refuses a template that unpacks to more than the cap (a zip bomb) or holds too many parts', async () => {
    const before = await current();
    const template = partsOf(await templateDocx(['{subject}']));
    /** The template whose body (word/document.xml, which docxtemplater reads) ends in `padding` spaces. */
    const padded = (padding: number, declaredSize?: number) =>
      zipOf(
        template.map((part) =>
          part.name === 'word/document.xml'
            ? { ...part, data: Buffer.concat([part.data, Buffer.alloc(padding, ' ')]), declaredSize }
            : part,
        ),
      );
    // A body a little over the cap, which the zip says is 1 kB.
    const bomb = padded((PRINT_TEMPLATE_MAX_UNPACKED_MB + 1) * 1024 * 1024, 1024);
    assert.ok(bomb.length < 200 * 1024, `the upload is small: ${bomb.length} bytes`);
    const bombId = await upload('zhaolei', '炸弹.docx', bomb);
    const crowded = zipOf([
      ...template,
      ...Array.from({ length: PRINT_TEMPLATE_MAX_PARTS }, (_, index) => ({
        name: `customXml/item${index}.xml`,
        data: Buffer.from('<a/>'),
      })),
    ]);
    const crowdedId = await upload('zhaolei', '拥挤.docx', crowded);
    const messages: Record<string, [string, string]> = {
      'zh-CN': [
        `打印模板解压后超过 ${PRINT_TEMPLATE_MAX_UNPACKED_MB} MB，请缩小文档（如压缩其中的图片）`,
        `打印模板包含的文件超过 ${PRINT_TEMPLATE_MAX_PARTS} 个，不是 Word 保存的文档`,
      ],
      'zh-TW': [
        `列印範本解壓縮後超過 ${PRINT_TEMPLATE_MAX_UNPACKED_MB} MB，請縮小文件（如壓縮其中的圖片）`,
        `列印範本包含的檔案超過 ${PRINT_TEMPLATE_MAX_PARTS} 個，不是 Word 儲存的文件`,
      ],
      'en-US': [
        `The print template unpacks to more than ${PRINT_TEMPLATE_MAX_UNPACKED_MB} MB: make the document smaller (compress its pictures, for example)`,
        `The print template holds more than ${PRINT_TEMPLATE_MAX_PARTS} files: it is no document Word saved`,
      ],
    };
    for (const [language, [tooLarge, tooMany]] of Object.entries(messages)) {
      const large = await flow.as(
        'zhaolei',
        'POST',
        `${WP}/setGlobalPrintTemplate`,
        { fileId: bombId },
        language,
      );
      assert.deepEqual([large.body.state, large.body.message], [false, tooLarge], language);
      const many = await flow.as(
        'zhaolei',
        'POST',
        `${WP}/setGlobalPrintTemplate`,
        { fileId: crowdedId },
        language,
      );
      assert.deepEqual([many.body.state, many.body.message], [false, tooMany], language);
    }
    assert.deepEqual(await current(), before, 'the refused ones changed nothing');
    // A template set before the cap (kept in the file storage) is refused at the print too, not unpacked;
    // the same template with a body under the cap is filled.
    const values = {
      subject: '王晓明的请假申请',
      fields: [],
      opinions: [],
      form: {},
    } as unknown as PrintValues;
    assert.deepEqual(documentText(fillPrintTemplate(padded(2 * 1024 * 1024), values)).lines, [
      '王晓明的请假申请',
    ]);
    assert.throws(
      () => fillPrintTemplate(bomb, values),
      (error) =>
        error instanceof HttpError && error.statusCode === 400 && error.message === messages['zh-CN']![0],
    );
  });

  it('refuses everyone but the workflow administrators', async () => {
    const fileId = await upload('staff', 'staff.docx', await templateDocx(['{subject}']));
    const set = await flow.as('staff', 'POST', `${WP}/setGlobalPrintTemplate`, { fileId }, 'en-US');
    assert.equal(set.status, 403);
    assert.equal(set.body.message, 'Only workflow administrators may set the print template');
    assert.equal((await flow.as('admin', 'POST', `${WP}/removeGlobalPrintTemplate`)).status, 403);
    assert.equal((await flow.as('supplier', 'GET', `${WP}/getGlobalPrintTemplate`)).status, 403);
    assert.equal((await current())?.fileName, '公司抬头模板.docx');
  });

  it('removes the template: the built-in layout again; both changes are in the change log', async () => {
    assert.equal(okValue(await flow.as('zhaolei', 'POST', `${WP}/removeGlobalPrintTemplate`)), null);
    assert.equal(await current(), null);
    const instId = await flow.start('staff', 'leave', leaveData(1, { endDate: '2026-12-01' }));
    const { lines } = await wordPrint('staff', instId);
    assert.ok(lines.includes('请假申请单'));
    assert.ok(!lines.some((line) => line.startsWith('打印：')));

    const log = okValue<PageList<AdminChange>>(
      await flow.as('zhaolei', 'POST', '/uc/uc/adminChange/v1/query', { objectType: 'printTemplate' }),
    );
    assert.deepEqual(
      log.rows.map((row) => `${row.actorAccount} ${row.kind}`),
      ['zhaolei printTemplate.remove', 'zhaolei printTemplate.set'],
    );
  });

  it('prints rich text as its text and people as their names', () => {
    const richtext = { name: 'note', label: '说明', type: 'richtext' } as FormField;
    assert.equal(
      displayValue(
        richtext,
        '<p>第一段&amp;<b>加粗</b></p><p>第二段<br>换行</p><script>alert(1)</script>',
        'zh-CN',
      ),
      '第一段&加粗\n第二段\n换行',
    );
    const people = { name: 'who', label: '人员', type: 'user' } as FormField;
    assert.equal(
      displayValue(
        people,
        [
          { id: 'u-staff', name: '王晓明' },
          { id: 'u-lina', name: '李娜' },
        ],
        'zh-CN',
      ),
      '王晓明、李娜',
    );
  });
});

describe('the global Word print template on PostgreSQL, two servers on one database', {
  skip: postgresBin() ? false : NO_POSTGRES,
}, () => {
  let first: TestServer;
  let second: TestServer;

  before(async () => {
    const { url, dataDir } = await testDatabase('seeded');
    first = await startTestServer({ databaseUrl: url, dataDir, seedDemo: true });
    // The same files folder: a deployment of several processes shares its file storage.
    second = await startTestServer({ databaseUrl: url, dataDir, seedDemo: false });
  });
  after(async () => {
    await first?.stop();
    await second?.stop();
  });

  it('is set on one server and filled by the other; removed there, the first prints the built-in layout', async () => {
    const a = workflowClient(first);
    const b = workflowClient(second);
    const fileId = await uploadTo(first, a, 'zhaolei', '模板.docx', await templateDocx(TEMPLATE_LINES));
    okValue(await a.as('zhaolei', 'POST', `${WP}/setGlobalPrintTemplate`, { fileId }));
    const instId = await a.start('staff', 'leave', leaveData(1, { endDate: '2026-12-01' }));
    const filled = await wordPrintOn(second, b, 'staff', instId, 'zh-CN');
    assert.equal(filled.lines[1], '流程：请假申请单　发起人：王晓明　状态：审批中');
    assert.equal(
      okValue<GlobalPrintTemplate | null>(await b.as('staff', 'GET', `${WP}/getGlobalPrintTemplate`))?.fileId,
      fileId,
    );
    okValue(await b.as('zhaolei', 'POST', `${WP}/removeGlobalPrintTemplate`));
    const builtIn = await wordPrintOn(first, a, 'staff', instId, 'zh-CN');
    assert.ok(builtIn.lines.includes('请假申请单'));
  });
});

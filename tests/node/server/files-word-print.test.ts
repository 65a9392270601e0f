import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { Parser } from 'htmlparser2';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { buildDocx, contentParagraphs, DOCX_MIME } from '../../../api/server/storage/docx.js';
import { contentDisposition, humanSize } from '../../../api/server/storage/mime.js';
import { sharedTestServer, type TestServer } from './harness.js';

const WORD_PRINT = '/portal/system/file/v1/wordPrint';

/** The parts of a .docx as text, read back with an unzip library. */
function readDocx(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

interface WordRun {
  /** The text, or '\n' for a line break. */
  text: string;
  bold: boolean;
  size?: string;
  fonts?: string;
}

interface WordParagraph {
  align?: string;
  indent?: string;
  line?: string;
  runs: WordRun[];
}

/** The paragraphs of word/document.xml as Word reads them: alignment, indentation, runs with their formatting. */
function wordParagraphs(documentXml: string): WordParagraph[] {
  const paragraphs: WordParagraph[] = [];
  let paragraph: WordParagraph | undefined;
  let run: WordRun | undefined;
  let inText = false;
  new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'w:p') paragraph = { runs: [] };
        else if (name === 'w:jc' && paragraph) paragraph.align = attributes['w:val'];
        else if (name === 'w:ind' && paragraph)
          paragraph.indent = `${attributes['w:firstlinechars']}/${attributes['w:firstline']}`;
        else if (name === 'w:spacing' && paragraph && attributes['w:line'])
          paragraph.line = attributes['w:line'];
        else if (name === 'w:r') run = { text: '', bold: false };
        else if (name === 'w:b' && run) run.bold = true;
        else if (name === 'w:sz' && run) run.size = attributes['w:val'];
        else if (name === 'w:rfonts' && run)
          run.fonts = `${attributes['w:eastasia']}/${attributes['w:ascii']}/${attributes['w:hansi']}`;
        else if (name === 'w:br' && run) run.text += '\n';
        else if (name === 'w:t') inText = true;
      },
      ontext(text) {
        if (inText && run) run.text += text;
      },
      onclosetag(name) {
        if (name === 'w:t') inText = false;
        else if (name === 'w:r' && run && paragraph) paragraph.runs.push(run);
        else if (name === 'w:p' && paragraph) paragraphs.push(paragraph);
      },
    },
    { xmlMode: true, lowerCaseAttributeNames: true, lowerCaseTags: true },
  ).end(documentXml);
  return paragraphs;
}

function hasUnzip(): boolean {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const FONTS = '宋体/Times New Roman/Times New Roman';

describe('Word documents', () => {
  it('passes the unzip tool’s integrity test', { skip: !hasUnzip() && 'no unzip here' }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eip-zip-'));
    try {
      const path = join(dir, 'test.docx');
      writeFileSync(
        path,
        await buildDocx({ title: '测试文档', content: '第一段\n第二段', author: '王晓明' }),
      );
      const output = execFileSync('unzip', ['-t', path], { encoding: 'utf8' });
      assert.match(output, /No errors detected/);
      const listing = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n');
      for (const part of ['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'docProps/core.xml']) {
        assert.ok(listing.includes(part), part);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lays out the title, headings, body paragraphs, bold runs and line breaks as an office document', async () => {
    const bytes = await buildDocx({
      title: '会议纪要',
      content: '<h3>一、议题</h3><p>讨论<strong>采购计划</strong>与预算<br>下周定稿</p>',
      author: '王晓明',
    });
    const paragraphs = wordParagraphs(readDocx(bytes)['word/document.xml'] ?? '');
    assert.deepEqual(paragraphs, [
      { align: 'center', runs: [{ text: '会议纪要', bold: true, size: '36', fonts: FONTS }] },
      { line: '360', runs: [{ text: '一、议题', bold: true, size: '28', fonts: FONTS }] },
      {
        line: '360',
        indent: '200/480',
        runs: [
          { text: '讨论', bold: false, size: '24', fonts: FONTS },
          { text: '采购计划', bold: true, size: '24', fonts: FONTS },
          { text: '与预算', bold: false, size: '24', fonts: FONTS },
          { text: '\n', bold: false },
          { text: '下周定稿', bold: false, size: '24', fonts: FONTS },
        ],
      },
    ]);
  });

  it('leaves characters XML cannot carry out of the document', async () => {
    const bytes = await buildDocx({ title: 'a\u0001b', content: 'c\u0000d\uffff', author: 'x\u0002' });
    const parts = readDocx(bytes);
    assert.deepEqual(
      wordParagraphs(parts['word/document.xml'] ?? '').map((paragraph) =>
        paragraph.runs.map((run) => run.text).join(''),
      ),
      ['ab', 'cd'],
    );
    assert.match(parts['docProps/core.xml'] ?? '', /<dc:creator>x<\/dc:creator>/);
  });

  it('reads plain text line by line and simple HTML by its blocks', () => {
    assert.deepEqual(
      contentParagraphs('一\n\n二').map((paragraph) => paragraph.runs.map((run) => run.text).join('')),
      ['一', '', '二'],
    );
    const html = contentParagraphs(
      '<h2>标题</h2><p>第 <strong>一</strong> 段&nbsp;&amp;&lt;</p><script>alert(1)</script><div>二<br/>行</div><p> </p>',
    );
    assert.deepEqual(
      html.map((paragraph) => ({
        heading: paragraph.heading,
        runs: paragraph.runs.map((run) => (run.lineBreak ? '<br>' : `${run.bold ? '*' : ''}${run.text}`)),
      })),
      [
        { heading: true, runs: ['标题'] },
        { heading: false, runs: ['第 ', '*一', ' 段 &<'] },
        { heading: false, runs: ['二', '<br>', '行'] },
      ],
    );
  });

  it('formats sizes and download names as the messages and headers need them', () => {
    assert.equal(humanSize(Math.round(51.2 * 1024 * 1024)), '51.2MB');
    assert.equal(humanSize(60 * 1024 * 1024), '60MB');
    assert.equal(humanSize(800), '800B');
    assert.equal(humanSize(1536), '1.5KB');
    assert.equal(
      contentDisposition('attachment', '报告 "终稿".docx'),
      `attachment; filename="__ ____.docx"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20%22%E7%BB%88%E7%A8%BF%22.docx`,
    );
  });
});

describe('wordPrint', () => {
  let server: TestServer;
  let token: string;

  before(async () => {
    server = await sharedTestServer();
    token = await issueToken(server.app.db, 'u-staff');
  });
  after(() => server.stop());

  const print = (body: unknown, withToken = true) =>
    fetch(`${server.url}${WORD_PRINT}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(withToken ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  it('answers a real .docx of the title and content as an attachment', async () => {
    const response = await print({
      title: '采购申请单',
      content: '<p>申请部门：采购管理部</p><p>申请事由：<b>办公设备</b>更新 & 补充</p>',
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), DOCX_MIME);
    assert.equal(
      response.headers.get('content-disposition'),
      `attachment; filename="_____.docx"; filename*=UTF-8''${encodeURIComponent('采购申请单')}.docx`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(0, 2).toString(), 'PK');
    const parts = readDocx(bytes);
    assert.deepEqual(
      wordParagraphs(parts['word/document.xml'] ?? '').map((paragraph) =>
        paragraph.runs.map((run) => (run.bold ? `*${run.text}` : run.text)),
      ),
      [['*采购申请单'], ['申请部门：采购管理部'], ['申请事由：', '*办公设备', '更新 & 补充']],
    );
    assert.match(parts['docProps/core.xml'] ?? '', /<dc:title>采购申请单<\/dc:title>/);
    assert.match(parts['docProps/core.xml'] ?? '', /<dc:creator>王晓明<\/dc:creator>/);
    assert.match(parts['[Content_Types].xml'] ?? '', /wordprocessingml\.document\.main\+xml/);
  });

  it('keeps characters a file name cannot hold out of the download name', async () => {
    const response = await print({ title: '合同/2026:01', content: '' });
    assert.equal(response.status, 200);
    assert.match(
      response.headers.get('content-disposition') ?? '',
      /filename\*=UTF-8''%E5%90%88%E5%90%8C_2026_01\.docx$/,
    );
  });

  it('refuses a visitor with 401 and bad bodies with 400', async () => {
    assert.equal((await print({ title: 'x', content: 'y' }, false)).status, 401);
    for (const body of [
      { content: 'y' },
      { title: '', content: 'y' },
      { title: '  ', content: 'y' },
      { title: 'x' },
      { title: 'x', content: {} },
    ]) {
      const response = await print(body);
      assert.equal(response.status, 400, JSON.stringify(body));
      const answer = (await response.json()) as { state: boolean; code: number };
      assert.equal(answer.state, false);
      assert.equal(answer.code, 400);
    }
  });
});

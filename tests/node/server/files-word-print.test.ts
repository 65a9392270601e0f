import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { inflateRawSync } from 'node:zlib';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { buildDocx, contentParagraphs, DOCX_MIME } from '../../../api/server/storage/docx.js';
import { contentDisposition, humanSize } from '../../../api/server/storage/mime.js';
import { crc32, createZip } from '../../../api/server/storage/zip.js';
import { startTestServer, type TestServer } from './harness.js';

const WORD_PRINT = '/portal/system/file/v1/wordPrint';

/** Reads a ZIP back through its central directory, as any unzip tool would. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  assert.ok(end >= 0, 'end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    assert.equal(zip.readUInt32LE(offset), 0x02014b50);
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressed = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    assert.equal(zip.readUInt32LE(local), 0x04034b50);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + compressed);
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    assert.equal(data.length, size, name);
    assert.equal(crc32(data), crc, name);
    entries.set(name, data);
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

function hasUnzip(): boolean {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('zip writer and Word documents', () => {
  it('computes the standard CRC-32', () => {
    assert.equal(crc32(Buffer.from('123456789')), 0xcbf43926);
    assert.equal(crc32(Buffer.alloc(0)), 0);
  });

  it('writes a ZIP that reads back entry by entry, UTF-8 names included', () => {
    const big = 'abc'.repeat(10_000);
    const zip = createZip([
      { name: 'a.txt', data: 'x' },
      { name: '目录/说明.txt', data: '中文内容' },
      { name: 'big.txt', data: big },
      { name: 'bytes.bin', data: Buffer.from([0, 1, 2, 255]) },
    ]);
    const entries = readZip(zip);
    assert.deepEqual([...entries.keys()], ['a.txt', '目录/说明.txt', 'big.txt', 'bytes.bin']);
    assert.equal(entries.get('目录/说明.txt')?.toString('utf8'), '中文内容');
    assert.equal(entries.get('big.txt')?.toString('utf8'), big);
    assert.deepEqual([...(entries.get('bytes.bin') ?? [])], [0, 1, 2, 255]);
    // Repetitive text is deflated.
    assert.ok(zip.length < big.length / 10);
  });

  it('passes the unzip tool’s integrity test', { skip: !hasUnzip() && 'no unzip here' }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'eip-zip-'));
    try {
      const path = join(dir, 'test.docx');
      writeFileSync(path, buildDocx({ title: '测试文档', content: '第一段\n第二段', author: '王晓明' }));
      const output = execFileSync('unzip', ['-t', path], { encoding: 'utf8' });
      assert.match(output, /No errors detected/);
      const listing = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n');
      assert.deepEqual(listing, [
        '[Content_Types].xml',
        '_rels/.rels',
        'word/document.xml',
        'docProps/core.xml',
        'docProps/app.xml',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
    server = await startTestServer();
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
    const entries = readZip(bytes);
    const document = entries.get('word/document.xml')?.toString('utf8') ?? '';
    assert.match(document, /<w:t xml:space="preserve">采购申请单<\/w:t>/);
    assert.match(document, /申请部门：采购管理部/);
    assert.match(document, /<w:b\/><w:sz w:val="24"\/><\/w:rPr><w:t xml:space="preserve">办公设备<\/w:t>/);
    assert.match(document, /更新 &amp; 补充/);
    assert.match(
      entries.get('docProps/core.xml')?.toString('utf8') ?? '',
      /<dc:creator>王晓明<\/dc:creator>/,
    );
    assert.match(
      entries.get('[Content_Types].xml')?.toString('utf8') ?? '',
      /wordprocessingml\.document\.main\+xml/,
    );
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

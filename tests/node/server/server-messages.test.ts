import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type ParserPlugin, parse } from '@babel/parser';
import type { Envelope } from '../../../api/contract/envelope.js';
import * as validators from '../../../api/contract/validators.js';
import { languageOf, type ServerLanguage, translate } from '../../../api/server/http/translations/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { encrypted, tokenFor } from './identity-helpers.js';

const LANGUAGES: ServerLanguage[] = ['zh-CN', 'zh-TW', 'en-US'];
type InEachLanguage = Record<ServerLanguage, string>;

describe('the language of the server’s messages', () => {
  it('follows Accept-Language by q-value, prefix and script, zh-CN by default', () => {
    const cases: [string | undefined, ServerLanguage][] = [
      [undefined, 'zh-CN'],
      ['', 'zh-CN'],
      ['zh-CN', 'zh-CN'],
      ['zh', 'zh-CN'],
      ['zh-Hans-CN', 'zh-CN'],
      ['zh-TW', 'zh-TW'],
      ['zh-Hant', 'zh-TW'],
      ['zh-HK', 'zh-TW'],
      ['zh_TW', 'zh-TW'],
      ['en', 'en-US'],
      ['en-GB,en;q=0.8', 'en-US'],
      ['fr-FR, en;q=0.5, zh-CN;q=0.4', 'en-US'],
      ['zh-CN;q=0.5, zh-TW;q=0.9', 'zh-TW'],
      ['en;q=0, zh-TW', 'zh-TW'],
      ['de, fr', 'zh-CN'],
      ['*', 'zh-CN'],
    ];
    for (const [header, language] of cases) assert.equal(languageOf(header), language, String(header));
  });

  it('translates templates with their values, and the values that are messages themselves', () => {
    assert.equal(
      translate('请求参数不正确：手机号格式不正确', 'en-US'),
      'Invalid request: mobile number is not in a valid format',
    );
    assert.equal(
      translate('请求参数不正确：手机号格式不正确', 'zh-TW'),
      '請求參數不正確：手機號碼格式不正確',
    );
    assert.equal(
      translate('请求参数不正确：columnNames 最多 50 个', 'en-US'),
      'Invalid request: at most 50 columnNames',
    );
    assert.equal(translate('接口不存在：GET /x', 'zh-CN'), '接口不存在：GET /x');
    assert.equal(translate('unknown text', 'en-US'), 'unknown text');
  });
});

describe('server messages over HTTP in zh-CN, zh-TW and en-US', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer();
  });
  after(() => server.stop());

  /** Sends one request per language and answers the status and the envelope's message of each. */
  async function inEachLanguage(
    send: (language: ServerLanguage) => Promise<Response | { status: number; body: unknown }>,
  ): Promise<{ statuses: number[]; messages: InEachLanguage }> {
    const statuses: number[] = [];
    const messages = {} as InEachLanguage;
    for (const language of LANGUAGES) {
      const answer = await send(language);
      const body = (answer instanceof Response ? await answer.json() : answer.body) as Envelope;
      statuses.push(answer.status);
      messages[language] = body.message;
    }
    return { statuses, messages };
  }

  const asked = (language: ServerLanguage) => ({ 'accept-language': language });

  it('refuses input that a schema refuses (validation, 400)', async () => {
    const { statuses, messages } = await inEachLanguage((language) =>
      server.request('POST', '/uc/auth', { body: { password: 'x' }, headers: asked(language) }),
    );
    assert.deepEqual(statuses, [400, 400, 400]);
    assert.deepEqual(messages, {
      'zh-CN': '请求参数不正确：账号不能为空',
      'zh-TW': '請求參數不正確：帳號不能為空',
      'en-US': 'Invalid request: account cannot be empty',
    });
  });

  it('answers an unknown address with 404', async () => {
    const { statuses, messages } = await inEachLanguage((language) =>
      server.request('GET', '/no/such/call', { headers: asked(language) }),
    );
    assert.deepEqual(statuses, [404, 404, 404]);
    assert.deepEqual(messages, {
      'zh-CN': '接口不存在：GET /no/such/call',
      'zh-TW': '介面不存在：GET /no/such/call',
      'en-US': 'No such endpoint: GET /no/such/call',
    });
  });

  it('asks a visitor to sign in (401)', async () => {
    const { statuses, messages } = await inEachLanguage((language) =>
      server.request('POST', '/portal/system/file/v1/wordPrint', {
        body: { title: 'x', content: 'y' },
        headers: asked(language),
      }),
    );
    assert.deepEqual(statuses, [401, 401, 401]);
    assert.deepEqual(messages, {
      'zh-CN': '登录已失效，请重新登录',
      'zh-TW': '登入已失效，請重新登入',
      'en-US': 'Your session has expired, please sign in again',
    });
  });

  it('slows down too many sign-in attempts (429)', async () => {
    const { messages } = await inEachLanguage(async (language) => {
      // Counted per client and account: an account of its own for each language.
      const account = `nobody-${language}`;
      for (;;) {
        const answer = await server.request('POST', '/uc/auth', {
          body: { account, password: 'not encrypted' },
          headers: asked(language),
        });
        if (answer.status === 429) return answer;
        assert.equal(answer.status, 400);
      }
    });
    assert.deepEqual(messages, {
      'zh-CN': '请求过于频繁，请稍后再试',
      'zh-TW': '請求過於頻繁，請稍後再試',
      'en-US': 'Too many requests, please try again later',
    });
  });

  it('refuses a body that is not JSON, and a content type no call reads', async () => {
    const invalid = await inEachLanguage((language) =>
      fetch(`${server.url}/uc/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...asked(language) },
        body: '{"account": ',
      }),
    );
    assert.deepEqual(invalid.statuses, [400, 400, 400]);
    assert.deepEqual(invalid.messages, {
      'zh-CN': '请求体不是合法的 JSON',
      'zh-TW': '請求內容不是合法的 JSON',
      'en-US': 'The request body is not valid JSON',
    });
    const unsupported = await inEachLanguage((language) =>
      fetch(`${server.url}/uc/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-eip', ...asked(language) },
        body: 'account=supplier',
      }),
    );
    assert.deepEqual(unsupported.statuses, [415, 415, 415]);
    assert.deepEqual(unsupported.messages, {
      'zh-CN': '不支持的内容类型：application/x-eip',
      'zh-TW': '不支援的內容類型：application/x-eip',
      'en-US': 'Unsupported content type: application/x-eip',
    });
  });

  it('refuses a wrong password (a refusal of the business, 200)', async () => {
    const password = await encrypted(server, 'not the password');
    const { statuses, messages } = await inEachLanguage((language) =>
      server.request('POST', '/uc/auth', {
        body: { account: 'supplier2', password },
        headers: asked(language),
      }),
    );
    assert.deepEqual(statuses, [200, 200, 200]);
    assert.deepEqual(messages, {
      'zh-CN': '账号或密码错误',
      'zh-TW': '帳號或密碼錯誤',
      'en-US': 'Wrong account or password',
    });
  });

  it('reports a success', async () => {
    const token = await tokenFor(server, 'supplier3');
    const { statuses, messages } = await inEachLanguage((language) =>
      server.request('POST', '/uc/api/user/v1/user/modifyRegisterInfo', {
        token,
        headers: asked(language),
        body: { email: `bid-${language}@qiming.example.com` },
      }),
    );
    assert.deepEqual(statuses, [200, 200, 200]);
    assert.deepEqual(messages, { 'zh-CN': '保存成功', 'zh-TW': '儲存成功', 'en-US': 'Saved' });
  });
});

/**
 * The Chinese string literals of a source file: strings, and template literals with each `${…}` as `1`
 * (the literals inside it are found on their own). Comments and regular expressions are no literals.
 */
function chineseLiterals(source: string, fileName: string): string[] {
  const plugins: ParserPlugin[] = fileName.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'];
  const program = parse(source, { sourceType: 'module', plugins });
  const literals: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const literal = node as LiteralNode;
    if (literal.type === 'StringLiteral') literals.push(literal.value ?? '');
    if (literal.type === 'TemplateLiteral')
      literals.push((literal.quasis ?? []).map((quasi) => quasi.value.cooked ?? '').join('1'));
    for (const [key, child] of Object.entries(node)) if (!SKIPPED_KEYS.has(key)) visit(child);
  };
  visit(program.program);
  return literals.filter((text) => /[\u4e00-\u9fff]/.test(text));
}

/** The little of Babel's string and template literal nodes the scan reads. */
interface LiteralNode {
  type?: string;
  value?: string;
  quasis?: { value: { cooked?: string | null } }[];
}

/** Positions and comments: nothing in them is a literal. */
const SKIPPED_KEYS = new Set([
  'loc',
  'start',
  'end',
  'extra',
  'leadingComments',
  'trailingComments',
  'innerComments',
]);

const SERVER = join(import.meta.dirname, '../../../api/server');

/**
 * Chinese text of the server that never reaches an envelope, with the reason. Everything else in
 * api/server that is Chinese must be in the message catalogue.
 */
const NOT_ENVELOPE_MESSAGES: { file: RegExp; reason: string; literal?: RegExp }[] = [
  { file: /^(db\/(seed|demo)|demo\/)/, reason: 'demo data: stored content, in the language of the demo' },
  { file: /^db\/migrations\//, reason: 'stored content' },
  { file: /^http\/translations\//, reason: 'the catalogue itself: the translations' },
  { file: /^storage\/docx\.ts$/, literal: /^宋体$/, reason: 'the name of a font in Word documents' },
  { file: /^main\.ts$/, reason: 'the start-up banner on the console, bilingual already' },
  {
    file: /^dev\/sso\.ts$/,
    literal: /<|请输入账号和密码/,
    reason: 'the page of the development identity provider',
  },
  { file: /^routes\/password\.ts$/, literal: /^【/, reason: 'the text message with a code, to a phone' },
  {
    file: /^tender\/award-wording\.ts$/,
    reason:
      'stored content: the award notices generated from a project, worded in each notice language (zh-CN, zh-TW, en-US) by the project',
  },
  {
    file: /^tender\/notice-wording\.ts$/,
    reason:
      'stored content: the tender notices generated from a project, published in the language of the data',
  },
  {
    file: /^(workflow\/notices|messages\/inner-messages)\.ts$/,
    reason: 'stored content: the inner messages the workflow writes, in the language of the data',
  },
];

describe('the message catalogue', () => {
  it('has every Chinese message of the server in zh-TW and en-US', () => {
    const files = readdirSync(SERVER, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    const untranslated: string[] = [];
    let checked = 0;
    for (const file of files) {
      const path = relative(SERVER, join(SERVER, file)).replaceAll('\\', '/');
      for (const literal of chineseLiterals(readFileSync(join(SERVER, file), 'utf8'), file)) {
        const exempt = NOT_ENVELOPE_MESSAGES.some(
          (rule) => rule.file.test(path) && (!rule.literal || rule.literal.test(literal)),
        );
        if (exempt) continue;
        checked += 1;
        // Every catalogue entry has both languages; English shows whether one was found.
        if (/[\u4e00-\u9fff]/.test(translate(literal, 'en-US'))) untranslated.push(`${path}: ${literal}`);
      }
    }
    assert.deepEqual(untranslated, []);
    assert.ok(checked > 100, `only ${checked} messages found: the scanner missed the sources`);
  });

  it('has the password rules of the contract, which the server answers with too', () => {
    const messages = [
      ...Object.entries(validators)
        .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
        .map(([, value]) => value as string),
      validators.passwordMinLengthMessage(8),
    ];
    assert.ok(messages.length >= 6);
    assert.deepEqual(
      messages.filter((message) => /[\u4e00-\u9fff]/.test(translate(message, 'en-US'))),
      [],
    );
  });
});

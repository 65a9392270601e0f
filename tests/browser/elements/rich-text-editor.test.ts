import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/rich-text-editor/rich-text-editor.js';
import type { RichTextEditor } from '../../../elements/rich-text-editor/rich-text-editor.js';
import { XSS_PAYLOADS } from '../../e2e/xss-payloads.js';
import { runFormControlSuite } from '../shared/form-control-suite.js';
import { dangers, dangersInHtml, settled } from '../shared/xss-checks.js';

const sr = (el: RichTextEditor) => el.shadowRoot!;
const textbox = (el: RichTextEditor) => sr(el).querySelector<HTMLElement>('[role="textbox"]');
const tool = (el: RichTextEditor, action: string) =>
  sr(el).querySelector<HTMLButtonElement>(`.tool[data-action="${action}"]`)!;
const tools = (el: RichTextEditor) => [...sr(el).querySelectorAll<HTMLButtonElement>('.tool')];
const focused = (el: RichTextEditor) => sr(el).activeElement;
const partText = (el: RichTextEditor, part: string) =>
  sr(el).querySelector(`[part="${part}"]`)?.textContent?.trim() ?? '';

async function typeInto(el: RichTextEditor, text: string): Promise<void> {
  el.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

/** Presses a key or a chord such as `Shift+Tab`: the modifiers held down around the last key. */
async function chord(keys: string): Promise<void> {
  const parts = keys.split('+');
  const key = parts.pop()!;
  for (const modifier of parts) await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  for (const modifier of parts.reverse()) await sendKeys({ up: modifier });
}

async function press(el: RichTextEditor, keys: string): Promise<void> {
  await chord(keys);
  await el.updateComplete;
}

async function clickTool(el: RichTextEditor, action: string): Promise<void> {
  tool(el, action).click();
  await el.updateComplete;
}

/** Pastes html as a browser does when the clipboard holds a copied page (Word, a web page). */
async function paste(el: RichTextEditor, markup: string): Promise<void> {
  const data = new DataTransfer();
  data.setData('text/html', markup);
  data.setData('text/plain', markup.replace(/<[^>]*>/g, ''));
  textbox(el)!.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
  await el.updateComplete;
}

/** The value parsed inertly, to ask for its elements. */
function valueDom(el: RichTextEditor): DocumentFragment {
  const holder = document.createElement('template');
  holder.innerHTML = el.value;
  return holder.content;
}

async function openLinkDialog(el: RichTextEditor) {
  const dialog = sr(el).querySelector('sl-dialog')!;
  const shown = oneEvent(dialog, 'sl-after-show');
  await clickTool(el, 'link');
  await shown;
  return dialog;
}

/** Types an address in the open link dialog and confirms it with Enter, as a user does. */
async function submitLink(el: RichTextEditor, address: string): Promise<void> {
  const input = sr(el).querySelector('sl-input')!;
  input.focus();
  await chord('Control+A');
  await sendKeys({ press: 'Backspace' });
  if (address) await sendKeys({ type: address });
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

describe('rich-text-editor', () => {
  afterEach(async () => {
    delete window.__xss;
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible, with a value, help text and a counter', async () => {
    const el = await fixture<RichTextEditor>(
      html`<rich-text-editor
        label="项目基本情况"
        help-text="写明项目的概况、范围和要求"
        maxlength="2000"
        .value=${'<h2>一、概况</h2><p>正文<a href="https://www.example.com/">链接</a></p><ul><li>一项</li></ul>'}
      ></rich-text-editor>`,
    );
    await expect(el).to.be.accessible();
  });

  it('is accessible in the dark style with a problem shown', async () => {
    document.documentElement.classList.add('sl-theme-dark');
    try {
      const el = await fixture<RichTextEditor>(
        html`<rich-text-editor label="公告正文" required error="正文不能为空"></rich-text-editor>`,
      );
      await expect(el).to.be.accessible();
    } finally {
      document.documentElement.classList.remove('sl-theme-dark');
    }
  });

  it('shows a labelled multi-line textbox and a toolbar by default', async () => {
    const el = await fixture<RichTextEditor>(html`<rich-text-editor label="正文"></rich-text-editor>`);
    const box = textbox(el)!;
    expect(box.getAttribute('contenteditable')).to.equal('true');
    expect(box.getAttribute('aria-multiline')).to.equal('true');
    expect(sr(el).getElementById(box.getAttribute('aria-labelledby')!)!.textContent!.trim()).to.equal('正文');
    expect(sr(el).querySelector('[role="toolbar"]')!.getAttribute('aria-label')).to.equal('格式');
    expect(tools(el).map((button) => button.getAttribute('aria-label'))).to.deep.equal([
      '加粗',
      '斜体',
      '下划线',
      '删除线',
      '二级标题',
      '三级标题',
      '项目符号',
      '编号',
      '引用',
      '链接',
      '撤销',
      '重做',
      '清除格式',
    ]);
    expect(el.value).to.equal('');
  });

  describe('when the user types and uses the toolbar', () => {
    it('emits eip-input with the html of each change', async () => {
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="正文"></rich-text-editor>`);
      const values: string[] = [];
      el.addEventListener('eip-input', (event) => values.push(event.detail.value));
      await typeInto(el, 'ab');
      expect(values).to.deep.equal(['<p>a</p>', '<p>ab</p>']);
      expect(el.value).to.equal('<p>ab</p>');
    });

    it('makes marks, shows them pressed and turns them off again', async () => {
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="正文"></rich-text-editor>`);
      await typeInto(el, '甲');
      for (const [action, type] of [
        ['bold', '乙'],
        ['italic', '丙'],
        ['underline', '丁'],
        ['strike', '戊'],
      ] as const) {
        await clickTool(el, action);
        expect(tool(el, action).getAttribute('aria-pressed')).to.equal('true');
        await sendKeys({ type });
        await clickTool(el, action);
        expect(tool(el, action).getAttribute('aria-pressed')).to.equal('false');
      }
      expect(el.value).to.equal('<p>甲<strong>乙</strong><em>丙</em><u>丁</u><s>戊</s></p>');
    });

    it('makes headings, lists and quotes of the current paragraph', async () => {
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="正文"></rich-text-editor>`);
      await typeInto(el, '标题');
      await clickTool(el, 'heading-2');
      expect(el.value).to.equal('<h2>标题</h2>');
      expect(tool(el, 'heading-2').getAttribute('aria-pressed')).to.equal('true');
      await clickTool(el, 'heading-3');
      expect(el.value).to.equal('<h3>标题</h3>');
      await press(el, 'Enter');
      await sendKeys({ type: '一项' });
      await clickTool(el, 'bullet-list');
      expect(el.value).to.equal('<h3>标题</h3><ul><li><p>一项</p></li></ul>');
      await clickTool(el, 'ordered-list');
      expect(el.value).to.equal('<h3>标题</h3><ol><li><p>一项</p></li></ol>');
      expect(tool(el, 'ordered-list').getAttribute('aria-pressed')).to.equal('true');
      await clickTool(el, 'ordered-list');
      await clickTool(el, 'blockquote');
      expect(el.value).to.equal('<h3>标题</h3><blockquote><p>一项</p></blockquote>');
    });

    it('undoes and redoes, and clears formatting', async () => {
      const el = await fixture<RichTextEditor>(
        html`<rich-text-editor label="正文" .value=${'<h2><strong>重点</strong></h2>'}></rich-text-editor>`,
      );
      // A value set from code is where undo starts: nothing to undo yet.
      expect(tool(el, 'undo').getAttribute('aria-disabled')).to.equal('true');
      el.focus();
      await press(el, 'Control+A');
      await clickTool(el, 'clear');
      expect(el.value).to.equal('<p>重点</p>');
      expect(tool(el, 'undo').getAttribute('aria-disabled')).to.equal('false');
      await clickTool(el, 'undo');
      expect(el.value).to.equal('<h2><strong>重点</strong></h2>');
      await clickTool(el, 'redo');
      expect(el.value).to.equal('<p>重点</p>');
    });

    it('emits eip-change once the user leaves the field with a changed value', async () => {
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="正文"></rich-text-editor>`);
      let changes = 0;
      el.addEventListener('eip-change', () => {
        changes += 1;
      });
      await typeInto(el, '改');
      expect(changes).to.equal(0);
      const changed = oneEvent(el, 'eip-change');
      textbox(el)!.blur();
      expect((await changed).detail.value).to.equal('<p>改</p>');
      el.focus();
      textbox(el)!.blur();
      await el.updateComplete;
      expect(changes).to.equal(1);
    });
  });

  describe('when the user adds a link', () => {
    it('refuses javascript: with the reason and links an https address', async () => {
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="正文"></rich-text-editor>`);
      await typeInto(el, '官网');
      await press(el, 'Control+A');
      const dialog = await openLinkDialog(el);
      await submitLink(el, 'javascript:alert(1)');
      expect(partText(el, 'link-problem')).to.equal('只能链接 http、https、mailto 或 tel 地址');
      expect(dialog.open).to.equal(true);
      expect(valueDom(el).querySelector('a')).to.equal(null);
      const hidden = oneEvent(dialog, 'sl-after-hide');
      await submitLink(el, 'https://www.example.com/about');
      await hidden;
      const link = valueDom(el).querySelector('a')!;
      expect(link.getAttribute('href')).to.equal('https://www.example.com/about');
      expect(link.textContent).to.equal('官网');
      expect(link.getAttribute('rel')).to.equal('noopener noreferrer nofollow');
      expect(tool(el, 'link').getAttribute('aria-pressed')).to.equal('true');
    });

    it('says so in English, and inserts a mailto: address in the formatting at the cursor', async () => {
      await setLanguage('en-US', { persist: false });
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="Body"></rich-text-editor>`);
      el.focus();
      await clickTool(el, 'bold');
      await openLinkDialog(el);
      await submitLink(el, 'data:text/html,<script>alert(1)</script>');
      expect(partText(el, 'link-problem')).to.equal(
        'Only http, https, mailto or tel addresses can be linked',
      );
      await submitLink(el, '');
      expect(partText(el, 'link-problem')).to.equal('Enter the link address');
      await submitLink(el, 'mailto:bid@example.com');
      await waitUntil(() => valueDom(el).querySelector('a'), 'the link is inserted');
      expect(valueDom(el).querySelector('a')!.getAttribute('href')).to.equal('mailto:bid@example.com');
      expect(valueDom(el).querySelector('a')!.textContent).to.equal('mailto:bid@example.com');
      // Inserted where bold was on, the address keeps it.
      expect(valueDom(el).querySelector('strong a, a strong')).to.not.equal(null);
    });

    it('edits and removes the link under the cursor', async () => {
      const el = await fixture<RichTextEditor>(
        html`<rich-text-editor label="正文" .value=${'<p><a href="https://a.example.com/">公告</a></p>'}></rich-text-editor>`,
      );
      el.focus();
      await press(el, 'ArrowRight');
      await openLinkDialog(el);
      expect(sr(el).querySelector('sl-input')!.value).to.equal('https://a.example.com/');
      const removed = oneEvent(el, 'eip-input');
      sr(el).querySelector<HTMLElement>('.link-remove')!.click();
      await removed;
      expect(el.value).to.equal('<p>公告</p>');
    });
  });

  describe('when html comes in from outside', () => {
    it('keeps what the editor supports of a pasted Word page', async () => {
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="正文"></rich-text-editor>`);
      el.focus();
      await paste(
        el,
        `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>
        <!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]-->
        <h1 style="mso-outline-level:1">招标公告</h1>
        <p class="MsoNormal" style="mso-margin-top-alt:auto;color:red;font-family:宋体"><b>预算</b>：<span style="font-size:14pt">100万元</span><o:p></o:p></p>
        <table><tr><td>表格里的字</td></tr></table><img src="x.png" alt="图"></body></html>`,
      );
      expect(el.value).to.equal('<h2>招标公告</h2><p><strong>预算</strong>：100万元</p><p>表格里的字</p>');
    });

    it('never keeps a pasted <img onerror> or <script> in the value', async () => {
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="正文"></rich-text-editor>`);
      el.focus();
      await paste(
        el,
        '<p>前文</p><img src=x onerror="window.__xss=\'paste\'"><script>window.__xss="script"</script>',
      );
      await settled();
      expect(window.__xss).to.equal(undefined);
      expect(el.value).to.equal('<p>前文</p>');
    });

    it('keeps every known payload out of a value set from code, and out of the text', async () => {
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="正文"></rich-text-editor>`);
      const found: string[] = [];
      for (const payload of XSS_PAYLOADS) {
        // Read back at once: the setter sanitizes, before any render.
        el.value = `<p>前文</p>${payload}<p>后文</p>`;
        for (const danger of dangersInHtml(el.value)) found.push(`${payload}: ${danger}`);
      }
      el.value = XSS_PAYLOADS.join('\n');
      await el.updateComplete;
      await settled();
      expect(window.__xss).to.equal(undefined);
      expect(found).to.deep.equal([]);
      expect(dangers(textbox(el)!)).to.deep.equal([]);
      expect(dangersInHtml(el.value)).to.deep.equal([]);
    });

    it('keeps every known payload out of the value when pasted', async () => {
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="正文"></rich-text-editor>`);
      el.focus();
      const found: string[] = [];
      for (const [index, payload] of XSS_PAYLOADS.entries()) {
        // Each paste lands at the end of the text, after a marker of its own.
        await paste(el, `<p>前文${index}</p>${payload}<p>后文</p>`);
        if (!el.value.includes(`前文${index}`)) found.push(`${payload}: lost what came before`);
      }
      await settled();
      expect(window.__xss).to.equal(undefined);
      expect(found).to.deep.equal([]);
      expect(dangers(textbox(el)!)).to.deep.equal([]);
      expect(dangersInHtml(el.value)).to.deep.equal([]);
    });

    it('reads back a value set from code sanitized, without an event', async () => {
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="正文"></rich-text-editor>`);
      let events = 0;
      el.addEventListener('eip-input', () => {
        events += 1;
      });
      el.value = '<p onclick="window.__xss=1">说明<a href="javascript:alert(1)">点此</a></p>';
      expect(el.value).to.equal('<p>说明<a>点此</a></p>');
      await el.updateComplete;
      expect(textbox(el)!.querySelector('a')).to.equal(null);
      expect(textbox(el)!.textContent).to.equal('说明点此');
      expect(events).to.equal(0);
    });
  });

  describe('when it has a maxlength', () => {
    it('counts the text, stops at the limit and says so', async () => {
      const el = await fixture<RichTextEditor>(
        html`<rich-text-editor label="提问" maxlength="5" .value=${'<p><strong>一二</strong></p>'}></rich-text-editor>`,
      );
      expect(partText(el, 'counter')).to.equal('2 / 5');
      el.focus();
      await press(el, 'End');
      await sendKeys({ type: '三四五六七' });
      await el.updateComplete;
      expect(textbox(el)!.textContent).to.equal('一二三四五');
      expect(partText(el, 'counter')).to.equal('5 / 5');
      expect(sr(el).querySelector('[role="status"]')!.textContent!.trim()).to.equal('已达到 5 个字的上限');
    });

    it('is invalid when code sets a longer value, until the user shortens it', async () => {
      const el = await fixture<RichTextEditor>(
        html`<rich-text-editor label="提问" maxlength="3" .value=${'<p>一二三四</p>'}></rich-text-editor>`,
      );
      expect(el.validity.tooLong).to.equal(true);
      expect(el.validationMessage).to.equal('最多 3 个字，现有 4 个字');
      el.focus();
      await press(el, 'End');
      await press(el, 'Backspace');
      expect(el.validity.valid).to.equal(true);
      expect(el.value).to.equal('<p>一二三</p>');
    });
  });

  describe('when it is in a form', () => {
    it('submits what the user wrote with the form', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><rich-text-editor name="basicInfo" label="基本信息"></rich-text-editor></form>`,
      );
      const el = form.querySelector('rich-text-editor')!;
      await el.updateComplete;
      await typeInto(el, '项目概况');
      const submitted = new Promise<FormData>((resolve) => {
        form.addEventListener(
          'submit',
          (event) => {
            event.preventDefault();
            resolve(new FormData(form));
          },
          { once: true },
        );
      });
      form.requestSubmit();
      expect((await submitted).get('basicInfo')).to.equal('<p>项目概况</p>');
    });

    it('reports the required message in English and shows it under the field', async () => {
      await setLanguage('en-US', { persist: false });
      const form = await fixture<HTMLFormElement>(
        html`<form><rich-text-editor name="body" label="Notice" required></rich-text-editor></form>`,
      );
      const el = form.querySelector('rich-text-editor')!;
      await el.updateComplete;
      expect(el.validity.valueMissing).to.equal(true);
      expect(el.validationMessage).to.equal('Please fill out this field.');
      expect(form.checkValidity()).to.equal(false);
      await el.updateComplete;
      expect(partText(el, 'error')).to.equal('Please fill out this field.');
      expect(textbox(el)!.getAttribute('aria-invalid')).to.equal('true');
      expect(textbox(el)!.getAttribute('aria-required')).to.equal('true');
      await typeInto(el, 'Scope');
      expect(el.validity.valid).to.equal(true);
      expect(partText(el, 'error')).to.equal('');
    });

    it('shows a refusal the page gives it and marks the text invalid', async () => {
      const el = await fixture<RichTextEditor>(
        html`<rich-text-editor label="正文" error="正文含有不允许的内容"></rich-text-editor>`,
      );
      expect(partText(el, 'error')).to.equal('正文含有不允许的内容');
      const box = textbox(el)!;
      expect(box.getAttribute('aria-invalid')).to.equal('true');
      expect(box.getAttribute('aria-describedby')).to.contain('error');
    });

    it('shows a read-only value without a toolbar', async () => {
      const el = await fixture<RichTextEditor>(
        html`<rich-text-editor label="正文" readonly .value=${'<p>只读</p>'}></rich-text-editor>`,
      );
      expect(sr(el).querySelector('[role="toolbar"]')).to.equal(null);
      expect(textbox(el)!.getAttribute('contenteditable')).to.equal('false');
      expect(textbox(el)!.getAttribute('aria-readonly')).to.equal('true');
    });
  });

  describe('when used with the keyboard', () => {
    it('reaches the toolbar once with Tab and moves within it with the arrows', async () => {
      const holder = await fixture<HTMLDivElement>(
        html`<div><button type="button">前</button><rich-text-editor label="正文"></rich-text-editor></div>`,
      );
      const el = holder.querySelector('rich-text-editor')!;
      await el.updateComplete;
      holder.querySelector('button')!.focus();
      await press(el, 'Tab');
      expect(focused(el)).to.equal(tool(el, 'bold'));
      await press(el, 'ArrowRight');
      expect(focused(el)).to.equal(tool(el, 'italic'));
      await press(el, 'End');
      expect(focused(el)).to.equal(tool(el, 'clear'));
      await press(el, 'ArrowRight');
      expect(focused(el)).to.equal(tool(el, 'bold'));
      await press(el, 'ArrowLeft');
      expect(focused(el)).to.equal(tool(el, 'clear'));
      await press(el, 'Home');
      await press(el, 'ArrowRight');
      // One Tab leaves the toolbar for the text, whichever button it was on.
      await press(el, 'Tab');
      expect(focused(el)).to.equal(textbox(el));
      await press(el, 'Shift+Tab');
      expect(focused(el)).to.equal(tool(el, 'italic'));
      expect(tools(el).filter((button) => button.tabIndex === 0)).to.deep.equal([tool(el, 'italic')]);
      await press(el, 'Escape');
      expect(focused(el)).to.equal(textbox(el));
      await press(el, 'Alt+F10');
      expect(focused(el)).to.equal(tool(el, 'italic'));
    });

    it('runs a button with Enter and keeps its pressed state', async () => {
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="正文"></rich-text-editor>`);
      el.focus();
      await press(el, 'Alt+F10');
      await press(el, 'Enter');
      expect(tool(el, 'bold').getAttribute('aria-pressed')).to.equal('true');
      expect(focused(el)).to.equal(textbox(el));
      await sendKeys({ type: '粗' });
      await el.updateComplete;
      expect(el.value).to.equal('<p><strong>粗</strong></p>');
    });
  });

  describe('in other languages', () => {
    it('names its buttons in Traditional Chinese and English', async () => {
      await setLanguage('zh-TW', { persist: false });
      const el = await fixture<RichTextEditor>(html`<rich-text-editor label="內文"></rich-text-editor>`);
      expect(tool(el, 'bold').getAttribute('aria-label')).to.equal('粗體');
      await setLanguage('en-US', { persist: false });
      await el.updateComplete;
      expect(tools(el).map((button) => button.getAttribute('aria-label'))).to.include.members([
        'Bold',
        'Heading 2',
        'Undo',
        'Clear formatting',
      ]);
      expect(sr(el).querySelector('[role="toolbar"]')!.getAttribute('aria-label')).to.equal('Formatting');
    });
  });
});

runFormControlSuite<RichTextEditor>({
  tag: 'rich-text-editor',
  value: '<p>正文</p>',
  submitted: '<p>正文</p>',
  emptySubmitted: '',
  requiredMessage: '请填写此项',
  async changeByUser(element) {
    element.focus();
    await sendKeys({ type: '改' });
    textbox(element)!.blur();
  },
  canEdit: (element) =>
    textbox(element)?.getAttribute('contenteditable') === 'true' && !tool(element, 'bold').disabled,
});

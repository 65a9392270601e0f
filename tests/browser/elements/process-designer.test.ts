import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { ProcessSettingsView } from '../../../api/contract/process-settings.js';
import type { BpmDefinitionDesign } from '../../../api/contract/workflow.js';
import type { DeployResult } from '../../../api/contract/workflow-deploy.js';
import { createFakeClient, type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/process-designer/process-designer.js';
import type { ProcessDesigner } from '../../../elements/process-designer/process-designer.js';
import { reviewModel } from '../../fixtures/review-model.js';

const DEF = '/bpmModel/flow/def/v1';

const REVIEW_XML = reviewModel('review');

const DESIGN: BpmDefinitionDesign = {
  defId: 'def-review-1',
  defKey: 'review',
  name: '合同审查',
  bpmnXml: REVIEW_XML,
  layout: [],
  nodes: [],
};

/** The version's settings: nobody named yet, a form with a people field. */
const SETTINGS: ProcessSettingsView = {
  defId: 'def-review-1',
  defKey: 'review',
  name: '合同审查',
  version: 1,
  startRights: [],
  assignees: { check: [] },
  permissions: { start: { reviewer: 'w' } },
  tasks: [{ nodeId: 'check', name: '法务审查', nodeType: 'USERTASK', modelPeople: [] }],
  form: {
    key: 'review',
    name: '合同审查单',
    fields: [{ name: 'reviewer', label: '审查人', type: 'user' }],
    permissions: { start: { reviewer: 'w' } },
  },
  names: {},
};
const LOOKUPS = {
  [`POST /uc/api/role/v1/roles/getRolePage`]: () =>
    ok({
      rows: [{ id: 'role-contract-admin', name: '合同管理员', code: 'htgly', enabled: true }],
      total: 1,
      page: 1,
      pageSize: -1,
    }),
  [`POST /uc/api/org/v1/orgPosts/getOrgPostPage`]: () => ok({ rows: [], total: 0, page: 1, pageSize: -1 }),
  [`POST /uc/api/org/v1/orgs/getOrgPage`]: () => ok({ rows: [], total: 0, page: 1, pageSize: -1 }),
};
const VERSION_ROUTES = {
  [`GET ${DEF}/getDefDesignByDefId`]: () => ok(DESIGN),
  [`GET ${DEF}/settings`]: () => ok(SETTINGS),
  ...LOOKUPS,
};

const root = (element: HTMLElement) => element.shadowRoot!;
const input = (element: HTMLElement, id: string) => root(element).querySelector<HTMLInputElement>(`#${id}`)!;
const buttonNamed = (element: HTMLElement, text: string) =>
  [...root(element).querySelectorAll<HTMLElement>('sl-button')].find(
    (button) => button.textContent!.trim() === text,
  )!;
/** The Modeler drew the model (its shapes carry their element ids) and the save button can deploy. */
const drawn = (element: HTMLElement, id: string) =>
  waitUntil(
    () =>
      root(element).querySelector(`.djs-element[data-element-id="${id}"]`) &&
      !buttonNamed(element, '保存并部署').hasAttribute('disabled'),
    'the model was not drawn',
    { timeout: 10000 },
  );
const type = (field: HTMLInputElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input'));
};

describe('process-designer', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const mount = async (routes: FakeRoutes, template = html`<process-designer></process-designer>`) => {
    const fake = createFakeClient(routes);
    setDefaultApiClient(fake.client);
    const element = await fixture<ProcessDesigner>(template);
    return { element, fake };
  };

  it('is accessible, with the Modeler’s palette drawn inside its shadow root', async () => {
    const { element } = await mount({});
    await drawn(element, 'StartEvent_1');
    // The palette's icons come from the bpmn font the element added to the document (a data: URL).
    expect(root(element).querySelector('.djs-palette .bpmn-icon-task')).to.exist;
    await document.fonts.load('16px bpmn');
    expect(document.fonts.check('16px bpmn')).to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('draws a model while its canvas has no size and fits it once shown', async () => {
    const fake = createFakeClient({});
    setDefaultApiClient(fake.client);
    // Hidden, as in a tab not selected: diagram-js cannot fit a model to a canvas of no size.
    const wrapper = await fixture<HTMLDivElement>(
      html`<div hidden><process-designer></process-designer></div>`,
    );
    const element = wrapper.querySelector<ProcessDesigner>('process-designer')!;
    await drawn(element, 'StartEvent_1');
    expect(root(element).querySelector('.load-state--error')).to.equal(null);
    wrapper.hidden = false;
    type Canvas = { viewbox(): { scale: number; inner: { x: number } } };
    const canvas = (element as unknown as { modeler: { get(name: string): Canvas } }).modeler.get('canvas');
    // Fitted ('fit-viewport', centred): the small model no longer sits at the canvas's left edge.
    await waitUntil(
      () => Number.isFinite(canvas.viewbox().scale) && canvas.viewbox().scale > 0,
      'not fitted',
    );
    await waitUntil(() => {
      const shape = root(element).querySelector('.djs-element[data-element-id="StartEvent_1"]')!;
      const box = shape.getBoundingClientRect();
      const area = root(element).querySelector('.canvas')!.getBoundingClientRect();
      return box.left - area.left > area.width / 4;
    }, 'the model was not centred');
  });

  describe('when a new model is saved', () => {
    it('asks for the key first', async () => {
      const { element, fake } = await mount({});
      await drawn(element, 'StartEvent_1');
      buttonNamed(element, '保存并部署').click();
      await waitUntil(() => root(element).querySelector('#key-error')!.textContent === '请填写流程标识');
      expect(fake.requests.filter((request) => request.path.endsWith('/deploy'))).to.have.length(0);
    });

    it('deploys the drawn model under the key and name typed, and shows the version made', async () => {
      const result: DeployResult = { defId: 'def-invoice-1', defKey: 'invoice', version: 1, warnings: [] };
      const { element, fake } = await mount({ [`POST ${DEF}/deploy`]: () => ok(result) });
      await drawn(element, 'StartEvent_1');
      type(input(element, 'key'), 'invoice');
      type(input(element, 'name'), '发票审批');
      const deployed = oneEvent(element, 'eip-process-deploy');
      buttonNamed(element, '保存并部署').click();
      expect((await deployed).detail).to.deep.equal(result);
      const body = fake.requests.find((request) => request.path === `${DEF}/deploy`)!.data as {
        bpmnXml: string;
        name: string;
      };
      expect(body.name).to.equal('发票审批');
      expect(body.bpmnXml).to.match(/<bpmn:process id="invoice" name="发票审批" isExecutable="true">/);
      expect(body.bpmnXml).to.contain('bpmnElement="invoice"');
      expect(root(element).querySelector('[part="outcome"] p')!.textContent).to.equal(
        '已部署 invoice 第 1 版',
      );
    });
  });

  describe('when a version is opened', () => {
    it('draws its model, keeps its key and deploys its next version', async () => {
      const result: DeployResult = {
        defId: 'def-review-2',
        defKey: 'review',
        version: 2,
        warnings: [
          { rule: 'no-overlapping-elements', id: 'check', name: '法务审查', message: '图形元素相互重叠' },
        ],
      };
      const { element, fake } = await mount(
        { ...VERSION_ROUTES, [`POST ${DEF}/deploy`]: () => ok(result) },
        html`<process-designer def-id="def-review-1"></process-designer>`,
      );
      await drawn(element, 'check');
      expect(
        fake.requests.find((request) => request.path.endsWith('/getDefDesignByDefId'))!.params,
      ).to.deep.equal({
        defId: 'def-review-1',
      });
      expect(input(element, 'key').value).to.equal('review');
      expect(input(element, 'key').readOnly).to.equal(true);
      expect(input(element, 'name').value).to.equal('合同审查');
      buttonNamed(element, '保存并部署').click();
      await waitUntil(() => root(element).querySelector('[part="outcome"]'), 'no outcome');
      const body = fake.requests.find((request) => request.path === `${DEF}/deploy`)!.data as {
        bpmnXml: string;
      };
      expect(body.bpmnXml).to.contain('<process id="review" name="合同审查" isExecutable="true">');
      expect(body.bpmnXml).to.contain('<userTask id="check" name="法务审查">');
      const outcome = root(element).querySelector('[part="outcome"]')!;
      expect(outcome.querySelector('p')!.textContent).to.equal('已部署 review 第 2 版');
      expect(outcome.querySelector('li')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
        '元素 check（法务审查） · 规则 no-overlapping-elements：图形元素相互重叠',
      );
    });

    it('shows the refusal with each finding on a line and keeps the model', async () => {
      const message =
        '模型未通过检查，不能部署：元素 check（法务审查）违反规则 no-disconnected：元素没有连接到流程中；元素 end（结束）违反规则 no-implicit-start：元素没有流入的连线，须从开始事件连过来';
      const { element } = await mount(
        {
          ...VERSION_ROUTES,
          // A refusal the page is to show (state false, no code): the client does not toast it as well.
          [`POST ${DEF}/deploy`]: () => ({ body: { state: false, message } }),
        },
        html`<process-designer def-id="def-review-1"></process-designer>`,
      );
      await drawn(element, 'check');
      buttonNamed(element, '保存并部署').click();
      await waitUntil(() => root(element).querySelector('[part="outcome"]'), 'no refusal');
      const outcome = root(element).querySelector('[part="outcome"]')!;
      expect(outcome.getAttribute('role')).to.equal('alert');
      expect([...outcome.querySelectorAll('li')].map((li) => li.textContent)).to.have.length(2);
      expect(root(element).querySelector('.djs-element[data-element-id="check"]')).to.exist;
    });
  });

  it('shows the properties of what is selected and deploys the form and settings with the model', async () => {
    const result: DeployResult = { defId: 'def-review-2', defKey: 'review', version: 2, warnings: [] };
    const { element, fake } = await mount(
      { ...VERSION_ROUTES, [`POST ${DEF}/deploy`]: () => ok(result) },
      html`<process-designer def-id="def-review-1"></process-designer>`,
    );
    await drawn(element, 'check');
    const panel = root(element).querySelector('process-properties')!;
    const heading = () => panel.shadowRoot!.querySelector('[part="heading"]')?.textContent?.trim();
    await waitUntil(() => heading() === '流程', 'no process properties');
    expect(panel.shadowRoot!.textContent).to.contain('未设置发起权限：所有员工都可以发起');
    // Selecting the user task in the Modeler shows its assignees.
    type Services = { select(element: unknown): void; get(id: string): unknown };
    const modeler = (element as unknown as { modeler: { get(name: string): Services } }).modeler;
    modeler.get('selection').select(modeler.get('elementRegistry').get('check'));
    await waitUntil(() => heading()?.startsWith('法务审查'), 'no task properties');
    expect(panel.shadowRoot!.textContent).to.contain('未设置处理人：任务将交给发起人');
    await expect(panel).to.be.accessible();
    const roles = panel.shadowRoot!.querySelector<HTMLElement & { value: string[] }>('#rule-roles')!;
    roles.value = ['role-contract-admin'];
    roles.dispatchEvent(new Event('sl-change'));
    const fields = panel.shadowRoot!.querySelector<HTMLElement & { value: string[] }>('#rule-fields')!;
    fields.value = ['reviewer'];
    fields.dispatchEvent(new Event('sl-change'));
    await waitUntil(() => panel.shadowRoot!.textContent!.includes('以下规则找到的人员都可以处理'));
    buttonNamed(element, '保存并部署').click();
    await waitUntil(() => root(element).querySelector('[part="outcome"]'), 'no outcome');
    const body = fake.requests.find((request) => request.path === `${DEF}/deploy`)!.data as {
      settings: unknown;
      form: { name: string; fields: unknown[] };
    };
    expect(body.settings).to.deep.equal({
      startRights: [],
      assignees: {
        check: [
          { kind: 'role', ids: ['role-contract-admin'] },
          { kind: 'formField', ids: ['reviewer'] },
        ],
      },
      permissions: { start: { reviewer: 'w' } },
    });
    expect(body.form).to.deep.equal({ name: '合同审查单', fields: SETTINGS.form.fields });
  });

  it('goes back to the list', async () => {
    const { element } = await mount({});
    await drawn(element, 'StartEvent_1');
    const closed = oneEvent(element, 'eip-close');
    buttonNamed(element, '返回列表').click();
    await closed;
  });

  describe('when the drawing has changes not deployed', () => {
    it('asks before going back to the list', async () => {
      const { element } = await mount(
        VERSION_ROUTES,
        html`<process-designer def-id="def-review-1"></process-designer>`,
      );
      await drawn(element, 'check');
      // A change through the Modeler's own command stack, as dragging a shape makes one.
      type Service = { removeElements(elements: unknown[]): void; get(id: string): unknown };
      const modeler = (element as unknown as { modeler: { get(name: string): Service } }).modeler;
      modeler.get('modeling').removeElements([modeler.get('elementRegistry').get('end')]);
      let closed = false;
      element.addEventListener('eip-close', () => {
        closed = true;
      });
      buttonNamed(element, '返回列表').click();
      await waitUntil(() => root(element).querySelector('sl-dialog.confirm'), 'no question');
      const question = root(element).querySelector('sl-dialog.confirm')!;
      expect(question.getAttribute('label')).to.equal('离开此页');
      expect(question.textContent).to.contain('有未保存的修改，离开后将丢失。确定离开吗？');
      const leave = [...question.querySelectorAll('sl-button')].find(
        (b) => b.textContent!.trim() === '离开',
      )!;
      expect(closed).to.equal(false);
      const left = oneEvent(element, 'eip-close');
      (leave as HTMLElement).click();
      await left;
      expect(closed).to.equal(true);
      expect(root(element).querySelector('.djs-element[data-element-id="end"]')).to.equal(null);
    });
  });
});

import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { BpmDefinition } from '../../../api/contract/workflow.js';
import type { DefinitionVersion, DeployResult } from '../../../api/contract/workflow-deploy.js';
import { createFakeClient, type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { formatDateTime } from '../../../elements/core/format.js';
import '../../../elements/process-admin/process-admin.js';
import type { ProcessAdmin } from '../../../elements/process-admin/process-admin.js';

const DEF = '/bpmModel/flow/def/v1';

const definition = (fields: Partial<BpmDefinition>): BpmDefinition => ({
  id: 'def-leave-2',
  defId: 'def-leave-2',
  defKey: 'leave',
  name: '请假申请',
  categoryId: 'cat-hr',
  categoryName: '人事行政',
  version: 2,
  isMain: 'Y',
  status: 'deployed',
  createTime: '2026-11-19T01:00:00.000Z',
  updateTime: '2026-11-20T01:00:00.000Z',
  ...fields,
});
const LEAVE = definition({});
const CAR = definition({
  id: 'def-car',
  defId: 'def-car',
  defKey: 'carApply',
  name: '用车申请',
  categoryName: null,
  version: 1,
  status: 'forbidden',
});
const VERSIONS: DefinitionVersion[] = [
  {
    defId: 'def-leave-2',
    defKey: 'leave',
    name: '请假申请',
    version: 2,
    isMain: 'Y',
    status: 'deployed',
    instances: 3,
    running: 1,
    createTime: '2026-11-20T01:00:00.000Z',
  },
  {
    defId: 'def-leave-1',
    defKey: 'leave',
    name: '请假申请',
    version: 1,
    isMain: 'N',
    status: 'deployed',
    instances: 5,
    running: 2,
    createTime: '2026-11-01T01:00:00.000Z',
  },
];
const page = <T>(rows: T[]) => ok({ rows, total: rows.length, page: 1, pageSize: 20 });

/** A time as the browser's zone shows it. */
const local = (time: string) => formatDateTime(time, 'YYYY-MM-DD HH:mm');
const root = (element: HTMLElement) => element.shadowRoot!;
const rowTexts = (element: HTMLElement, scope = 'table[part="table"]') =>
  [...root(element).querySelectorAll(`${scope} tbody tr`)].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent!.replace(/\s+/g, ' ').trim()),
  );
const buttonNamed = (element: HTMLElement, text: string) =>
  [...root(element).querySelectorAll<HTMLElement>('sl-button')].find(
    (button) => button.textContent!.replace(/\s+/g, '') === text,
  )!;
const rowsShown = (element: HTMLElement) =>
  waitUntil(() => root(element).querySelector('tbody tr'), 'no rows');

/** Chooses a file in the element's hidden file input, as the browser does after the user picks one. */
function chooseFile(element: HTMLElement, text: string, name = 'model.bpmn'): void {
  const input = root(element).querySelector<HTMLInputElement>('input[type="file"]')!;
  const files = new DataTransfer();
  files.items.add(new File([text], name, { type: 'application/xml' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change'));
}

describe('process-admin', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const mount = async (routes: FakeRoutes = {}) => {
    let definitions = [LEAVE, CAR];
    const fake = createFakeClient({
      [`POST ${DEF}/query`]: () => page(definitions),
      [`GET ${DEF}/versions`]: () => ok(VERSIONS),
      ...routes,
    });
    setDefaultApiClient(fake.client);
    const element = await fixture<ProcessAdmin>(html`<process-admin></process-admin>`);
    await rowsShown(element);
    return {
      element,
      fake,
      setDefinitions: (rows: BpmDefinition[]) => {
        definitions = rows;
      },
    };
  };

  it('is accessible', async () => {
    const { element } = await mount();
    await expect(element).to.be.accessible();
  });

  it('lists the definitions’ main versions with key, category, version, status and update time', async () => {
    const { element, fake } = await mount();
    expect(fake.requests[0]!.data).to.deep.equal({ pageBean: { page: 1, pageSize: 20 } });
    const [leave, car] = rowTexts(element);
    expect(leave!.slice(0, 5)).to.deep.equal(['请假申请', 'leave', '人事行政', '第 2 版', '已部署']);
    expect(car!.slice(0, 5)).to.deep.equal(['用车申请', 'carApply', '', '第 1 版', '已挂起']);
    expect(leave![6]).to.contain('挂起').and.contain('版本').and.contain('设计');
    expect(car![6]).to.contain('激活');
  });

  describe('when the instances of a key are asked for', () => {
    const INSTANCES = [
      {
        id: 'inst-1',
        subject: '王晓明的请假申请',
        defId: 'def-leave-2',
        version: 2,
        status: 'running',
        suspended: false,
        creatorName: '王晓明',
        createTime: '2026-11-21T01:00:00.000Z',
        endTime: null,
        currentNodes: ['部门审批'],
      },
      {
        id: 'inst-0',
        subject: '黄敏的请假申请',
        defId: 'def-leave-1',
        version: 1,
        status: 'end',
        suspended: false,
        creatorName: '黄敏',
        createTime: '2026-11-02T01:00:00.000Z',
        endTime: '2026-11-03T01:00:00.000Z',
        currentNodes: [],
      },
    ];
    it('lists them per version with their state, and suspends and terminates through the instance calls', async () => {
      const { element, fake } = await mount({
        [`POST ${DEF}/instances`]: () => page(INSTANCES),
        'GET /runtime/instance/v1/hang-up': () =>
          ok({ instId: 'inst-1', status: 'running', suspended: true }),
        'GET /runtime/instance/v1/doEndProcessById': () =>
          ok({ instId: 'inst-1', status: 'manualEnd', suspended: false }),
      });
      const dialog = root(element).querySelector('sl-dialog.instances')!;
      const shown = oneEvent(dialog, 'sl-after-show');
      buttonNamed(element, '实例请假申请').click();
      await shown;
      await waitUntil(() => dialog.querySelector('tbody tr'), 'no instances');
      expect(fake.requests.at(-1)!.data).to.deep.equal({ defKey: 'leave', page: 1, pageSize: 10 });
      expect(rowTexts(element, '.instances').map((row) => row.slice(0, 5))).to.deep.equal([
        ['王晓明的请假申请', '第 2 版', '审批中', '部门审批', '王晓明'],
        ['黄敏的请假申请', '第 1 版', '已结束', '', '黄敏'],
      ]);
      await expect(element).to.be.accessible();
      // Version 1 only.
      const version = dialog.querySelector<HTMLSelectElement>('.filters select')!;
      version.value = '1';
      version.dispatchEvent(new Event('change'));
      await waitUntil(() => (fake.requests.at(-1)!.data as { version?: number }).version === 1);
      buttonNamed(element, '挂起王晓明的请假申请').click();
      await waitUntil(() => fake.requests.some((request) => request.path.endsWith('/hang-up')));
      expect(fake.requests.find((request) => request.path.endsWith('/hang-up'))!.params).to.deep.equal({
        instId: 'inst-1',
      });
      buttonNamed(element, '终止王晓明的请假申请').click();
      await waitUntil(() => root(element).querySelector('.terminate textarea'), 'no reason asked');
      const textarea = root(element).querySelector<HTMLTextAreaElement>('.terminate textarea')!;
      textarea.value = '重复申请';
      textarea.dispatchEvent(new Event('input'));
      await element.updateComplete;
      buttonNamed(element, '终止').click();
      await waitUntil(() => fake.requests.some((request) => request.path.endsWith('/doEndProcessById')));
      expect(
        fake.requests.find((request) => request.path.endsWith('/doEndProcessById'))!.params,
      ).to.deep.equal({
        instId: 'inst-1',
        opinion: '重复申请',
      });
    });
  });

  describe('when the versions of a key are asked for', () => {
    it('shows each version with its instances in a dialog', async () => {
      const { element, fake } = await mount();
      // axe measures colours once the dialog has faded in.
      const shown = oneEvent(root(element).querySelector('sl-dialog')!, 'sl-after-show');
      buttonNamed(element, '版本请假申请').click();
      await shown;
      await waitUntil(() => root(element).querySelector('.versions tbody tr'), 'no versions');
      expect(fake.requests.at(-1)!.params).to.deep.equal({ defKey: 'leave' });
      expect(rowTexts(element, '.versions')).to.deep.equal([
        ['第 2 版 主版本', '已部署', '3', '1', local(VERSIONS[0]!.createTime), '设计第 2 版'],
        ['第 1 版', '已部署', '5', '2', local(VERSIONS[1]!.createTime), '设计第 1 版'],
      ]);
      const dialog = root(element).querySelector('sl-dialog')!;
      expect(dialog.getAttribute('label')).to.equal('请假申请 的版本');
      await expect(element).to.be.accessible();
    });

    it('opens the designer on a version', async () => {
      const { element } = await mount();
      buttonNamed(element, '版本请假申请').click();
      await waitUntil(() => root(element).querySelector('.versions tbody tr'), 'no versions');
      const opened = oneEvent(element, 'eip-process-design');
      buttonNamed(element, '设计第1版').click();
      expect((await opened).detail).to.deep.equal({
        defId: 'def-leave-1',
        defKey: 'leave',
        name: '请假申请',
      });
    });
  });

  describe('when a definition is suspended or activated', () => {
    it('calls the server with its key and shows the list again', async () => {
      const { element, fake, setDefinitions } = await mount({ [`POST ${DEF}/suspend`]: () => ok(undefined) });
      setDefinitions([definition({ status: 'forbidden' }), CAR]);
      buttonNamed(element, '挂起请假申请').click();
      await waitUntil(() => rowTexts(element)[0]![4] === '已挂起', 'the list did not show the suspension');
      const suspend = fake.requests.find((request) => request.path === `${DEF}/suspend`)!;
      expect(suspend.params).to.deep.equal({ defKey: 'leave' });
    });

    it('shows the server’s refusal', async () => {
      const refusal = '只有系统管理员可以管理流程定义';
      const { element } = await mount({
        [`POST ${DEF}/activate`]: () => ({
          status: 403,
          body: { state: false, message: refusal, code: 403 },
        }),
      });
      buttonNamed(element, '激活用车申请').click();
      await waitUntil(() => root(element).querySelector('.reason'), 'no refusal');
      expect(root(element).querySelector('.reason')!.textContent).to.equal(refusal);
    });
  });

  describe('when a model file is deployed', () => {
    it('sends the file’s XML and shows the version made with the check’s warnings', async () => {
      const result: DeployResult = {
        defId: 'def-new',
        defKey: 'invoice',
        version: 1,
        warnings: [{ rule: 'label-required', id: 'Gateway_1', name: 'Gateway_1', message: '元素缺少名称' }],
      };
      const { element, fake, setDefinitions } = await mount({ [`POST ${DEF}/deploy`]: () => ok(result) });
      setDefinitions([
        LEAVE,
        CAR,
        definition({ defId: 'def-new', defKey: 'invoice', name: '发票审批', version: 1 }),
      ]);
      const deployed = oneEvent(element, 'eip-process-deploy');
      chooseFile(element, '<definitions id="invoice"/>');
      expect((await deployed).detail).to.deep.equal(result);
      const deploy = fake.requests.find((request) => request.path === `${DEF}/deploy`)!;
      expect(deploy.data).to.deep.equal({ bpmnXml: '<definitions id="invoice"/>' });
      const outcome = root(element).querySelector('[part="outcome"]')!;
      expect(outcome.getAttribute('role')).to.equal('status');
      expect(outcome.querySelector('p')!.textContent).to.equal('已部署 invoice 第 1 版');
      expect(outcome.querySelector('li')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
        '元素 Gateway_1 · 规则 label-required：元素缺少名称',
      );
      await waitUntil(() => rowTexts(element).length === 3, 'the new definition is not listed');
      await expect(element).to.be.accessible();
    });

    it('shows a refusal’s findings one per line, rule and element named', async () => {
      // In English too, where a finding's own text holds a semicolon.
      const english =
        'The model did not pass the check and was not deployed: element lost (Lost task) breaks rule no-implicit-end: no flow leaves the element; lead it to an end event; element end (End) breaks rule no-disconnected: the element is not connected';
      const refusing = (message: string) => () => ({
        status: 400,
        body: { state: false, message, code: 400 },
      });
      const { element: inEnglish } = await mount({ [`POST ${DEF}/deploy`]: refusing(english) });
      chooseFile(inEnglish, '<definitions/>');
      await waitUntil(() => root(inEnglish).querySelector('[part="outcome"]'), 'no refusal');
      expect(
        [...root(inEnglish).querySelectorAll('[part="outcome"] li')].map((li) => li.textContent),
      ).to.deep.equal([
        'element lost (Lost task) breaks rule no-implicit-end: no flow leaves the element; lead it to an end event',
        'element end (End) breaks rule no-disconnected: the element is not connected',
      ]);

      const message =
        '模型未通过检查，不能部署：元素 Task_1（审批）违反规则 no-disconnected：元素没有连接到流程中；元素 End_1（End_1）违反规则 no-implicit-start：元素没有流入的连线，须从开始事件连过来';
      const { element } = await mount({
        [`POST ${DEF}/deploy`]: () => ({ status: 400, body: { state: false, message, code: 400 } }),
      });
      chooseFile(element, '<definitions/>');
      await waitUntil(() => root(element).querySelector('[part="outcome"]'), 'no refusal');
      const outcome = root(element).querySelector('[part="outcome"]')!;
      expect(outcome.getAttribute('role')).to.equal('alert');
      expect(outcome.querySelector('p')!.textContent).to.equal('模型未通过检查，不能部署');
      expect([...outcome.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
        '元素 Task_1（审批）违反规则 no-disconnected：元素没有连接到流程中',
        '元素 End_1（End_1）违反规则 no-implicit-start：元素没有流入的连线，须从开始事件连过来',
      ]);
      expect(rowTexts(element)).to.have.length(2);
    });
  });

  it('asks for the designer on a new model', async () => {
    const { element } = await mount();
    const opened = oneEvent(element, 'eip-process-design');
    buttonNamed(element, '新建模型').click();
    expect((await opened).detail).to.deep.equal({});
  });
});

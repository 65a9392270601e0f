import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { ProcessSettings, SettingsTask } from '../../../api/contract/process-settings.js';
import type { FormField } from '../../../api/contract/workflow.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/process-properties/process-properties.js';
import type { ProcessProperties } from '../../../elements/process-properties/process-properties.js';

const page = <T>(rows: T[]) => ok({ rows, total: rows.length, page: 1, pageSize: -1 });
const ROUTES = {
  'POST /uc/api/role/v1/roles/getRolePage': () =>
    page([
      { id: 'role-contract-admin', name: '合同管理员', code: 'htgly', enabled: true },
      { id: 'role-auditor', name: '审计监督员', code: 'sjjdy', enabled: false },
    ]),
  'POST /uc/api/org/v1/orgPosts/getOrgPostPage': () => page([]),
  'POST /uc/api/org/v1/orgs/getOrgPage': () =>
    page([{ id: 'org-legal', name: '法务部', code: 'fwb', parentId: null, demId: 'd' }]),
};
const TASKS: SettingsTask[] = [
  { nodeId: 'check', name: '法务审查', nodeType: 'USERTASK', modelPeople: ['legal'] },
];
const FIELDS: FormField[] = [
  { name: 'title', label: '合同名称', type: 'text' },
  { name: 'reviewer', label: '审查人', type: 'user' },
];
const SETTINGS: ProcessSettings = {
  startRights: [{ kind: 'role', ids: ['role-contract-admin'] }],
  assignees: {},
  permissions: { start: { title: 'b' } },
};

const root = (element: HTMLElement) => element.shadowRoot!;
const heading = (element: HTMLElement) =>
  root(element).querySelector('[part="heading"]')?.textContent?.trim();

describe('process-properties', () => {
  afterEach(() => setDefaultApiClient(undefined));
  const mount = async (selected?: { id: string; type: string }) => {
    setDefaultApiClient(createFakeClient(ROUTES).client);
    const element = await fixture<ProcessProperties>(
      html`<process-properties .settings=${SETTINGS} .tasks=${TASKS} .fields=${FIELDS} .selected=${selected}></process-properties>`,
    );
    await waitUntil(() => heading(element), 'not shown');
    return element;
  };

  it('shows the process: who may start it and the start form’s field rights, accessibly', async () => {
    const element = await mount();
    expect(heading(element)).to.equal('流程');
    expect(root(element).textContent).to.contain('只有以下人员可以发起');
    const roles = root(element).querySelector<HTMLElement & { value: string[] }>('#start-roles')!;
    expect(roles.value).to.deep.equal(['role-contract-admin']);
    // Disabled roles are not offered.
    expect(
      [...roles.querySelectorAll('sl-option')].map((option) => option.getAttribute('value')),
    ).to.deep.equal(['role-contract-admin']);
    const required = root(element).querySelector<HTMLInputElement>('input[aria-label="合同名称：必填"]')!;
    expect(required.checked).to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('shows a user task: what the model names, and changes its assignees and field rights', async () => {
    const element = await mount({ id: 'check', type: 'bpmn:UserTask' });
    expect(heading(element)).to.contain('法务审查');
    expect(root(element).textContent).to.contain('未设置：按模型指定的 legal 处理');
    let changed = oneEvent(element, 'eip-process-settings-change');
    const leaders = root(element).querySelector<HTMLElement & { value: string[] }>('#rule-leaders')!;
    leaders.value = ['org-legal'];
    leaders.dispatchEvent(new Event('sl-change'));
    expect((await changed).detail.value.assignees).to.deep.equal({
      check: [{ kind: 'orgLeader', ids: ['org-legal'] }],
    });
    changed = oneEvent(element, 'eip-process-settings-change');
    root(element).querySelector<HTMLInputElement>('input[aria-label="审查人：隐藏"]')!.click();
    expect((await changed).detail.value.permissions.check).to.deep.equal({ reviewer: 'n' });
    await expect(element).to.be.accessible();
  });
});

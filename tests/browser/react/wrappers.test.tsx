import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { createElement, type FunctionComponent } from 'react';
import type { UploadedFile } from '../../../api/contract/files.js';
import type { SignatureEntry } from '../../../api/contract/signature.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { useReactRoot } from '../shared/react-root.js';
import '../../../elements/index.js';
import * as Wrappers from '../../../elements/react/index.js';
import { FileUpload, SignatureField, TodoBadge } from '../../../elements/react/index.js';
import { filesBackend, pick } from '../elements/file-upload-fakes.js';

interface Declaration {
  name: string;
  tagName?: string;
  customElement?: boolean;
  events?: Array<{ name: string }>;
}

// The generated manifest, read the way the wrappers were generated from it.
const manifest = (await (await fetch('/elements/custom-elements.json')).json()) as {
  modules: Array<{ declarations?: Declaration[] }>;
};
const declarations = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => declaration.customElement && declaration.tagName);

describe('React wrappers', () => {
  const view = useReactRoot(() => {
    setDefaultApiClient(undefined);
  });

  const { render } = view;

  it('wraps every element of the manifest, with an onEip… prop per event', () => {
    const exported = Object.keys(Wrappers).sort();
    expect(exported).to.deep.equal(declarations.map((declaration) => declaration.name).sort());
  });

  for (const declaration of declarations) {
    it(`renders <${declaration.tagName}> as the upgraded element`, async () => {
      setDefaultApiClient(createFakeClient({}).client);
      const wrapper = (Wrappers as Record<string, FunctionComponent>)[declaration.name]!;
      await render(createElement(wrapper));
      const element = view.container.querySelector(declaration.tagName!)!;
      expect(element, declaration.tagName).to.be.instanceOf(customElements.get(declaration.tagName!)!);
    });
  }

  it('passes typed properties to <todo-badge>', async () => {
    await render(<TodoBadge count={120} label="待办" />);
    const badge = view.container.querySelector('todo-badge')!;
    await badge.updateComplete;
    expect(badge.count).to.equal(120);
    expect(badge.shadowRoot!.querySelector('[part="badge"]')!.textContent!.trim()).to.equal('99+');
  });

  it('gives <file-upload> its array and number properties and hears its events', async () => {
    const backend = filesBackend();
    setDefaultApiClient(backend.client);
    const value: UploadedFile[] = [
      { fileId: 'f-9', fileName: '招标文件.pdf', name: '招标文件.pdf', size: 100, uid: 'f-9' },
    ];
    const changes: UploadedFile[][] = [];
    const successes: string[] = [];
    await render(
      <FileUpload
        value={value}
        maxCount={3}
        listType="list"
        fileProps={{ prop1: '投标' }}
        onEipChange={(event) => changes.push(event.detail.value as UploadedFile[])}
        onEipUploadSuccess={(event) => successes.push(event.detail.file.name)}
      />,
    );
    const upload = view.container.querySelector('file-upload')!;
    await upload.updateComplete;
    expect(upload.value).to.equal(value);
    expect(upload.maxCount).to.equal(3);
    expect(upload.listType).to.equal('list');
    const uploaded = oneEvent(upload, 'eip-upload-success');
    pick(upload, [new File(['x'], '补充.pdf')]);
    await uploaded;
    expect(successes).to.deep.equal(['补充.pdf']);
    expect(changes.at(-1)!.map((file) => [file.name, file.prop1])).to.deep.equal([
      ['招标文件.pdf', undefined],
      ['补充.pdf', '投标'],
    ]);
  });

  it('gives <signature-field> its config and hears its status', async () => {
    const { client } = createFakeClient({
      'GET /uc/uc/electronicSeal/v1/getSealByCurrentUserId': () =>
        ok({ id: 'u-1', userId: 'u-1', name: '王晓明', fileId: 's-1', secretFree: true, hasPassword: true }),
      'GET /uc/uc/electronicSeal/v1/getElectronicSeal': () => ok('s-1'),
    });
    setDefaultApiClient(client);
    const statuses: string[] = [];
    let signed: SignatureEntry[] = [];
    await render(
      <SignatureField
        field="approval.sign"
        secretFree
        onEipStatusChange={(event) => statuses.push(event.detail.status)}
        onEipChange={(event) => {
          signed = event.detail.value as SignatureEntry[];
        }}
      />,
    );
    const field = view.container.querySelector('signature-field')!;
    await field.updateComplete;
    expect(field.secretFree).to.equal(true);
    field.shadowRoot!.querySelector<HTMLElement>('[part="sign-button"]')!.click();
    // Success comes 300 ms after the seal (SIGNATURE_SUCCESS_DELAY_MS): with two requests and a render on a
    // loaded machine, more than waitUntil's default second.
    await waitUntil(() => statuses.includes('success'), 'signing succeeds', { timeout: 5000 });
    expect(statuses).to.deep.equal(['ing', 'success']);
    expect(signed.map((entry) => [entry.userId, entry.name, entry.signature])).to.deep.equal([
      ['u-1', '王晓明', 's-1'],
    ]);
  });
});

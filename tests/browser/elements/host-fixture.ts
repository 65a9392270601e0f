import { ContextProvider } from '@lit/context';
import { fixture } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import { defineElement } from '../../../elements/core/define.js';
import { type HostInfo, hostContext } from '../../../elements/core/host-context.js';

/** A stand-in for the portal: provides `hostContext` to what it holds, as the host's layout does. */
export class TestHost extends HTMLElement {
  readonly provider = new ContextProvider(this, { context: hostContext, initialValue: { linkBase: '' } });

  set info(value: HostInfo) {
    this.provider.setValue(value);
  }
}
defineElement('eip-test-host', TestHost);

/** Renders `content` inside a provider of `info`; answers the first element of `content`. */
export async function fixtureInHost<T extends Element>(info: HostInfo, content: TemplateResult): Promise<T> {
  const host = await fixture<TestHost>(document.createElement('eip-test-host'));
  host.info = info;
  render(content, host);
  const element = host.firstElementChild as T & { updateComplete?: Promise<unknown> };
  await element.updateComplete;
  return element;
}

import { msg } from '@lit/localize';
import { html, nothing } from 'lit';
import type { Contact } from '../../api/contract/contacts.js';
import type { EipElement } from './eip-element.js';
import { colon } from './procure-labels.js';

/** What the user may do from a contact: write a mail (to the address) or an inner message. */
export const CONTACT_ACTIONS = ['mail', 'message'] as const;
export type ContactAction = (typeof CONTACT_ACTIONS)[number];

declare module './eip-element.js' {
  interface EipEventDetailMap {
    'eip-contact-action': { action: ContactAction; contact: Contact };
  }
}

/** A contact's name, account and department, then 写邮件 (when the person has an address) and 发消息. */
export function renderContact(host: EipElement, contact: Contact) {
  const act = (action: ContactAction) => host.emit('eip-contact-action', { action, contact });
  return html`<span class="contact">
      <span class="name">${contact.name}</span>
      <span class="account">${contact.account}</span>
      ${contact.orgName ? html`<span class="org">${contact.orgName}</span>` : nothing}
      ${contact.email ? html`<span class="email">${contact.email}</span>` : nothing}
    </span>
    <span class="contact-actions">
      ${
        contact.email
          ? html`<sl-button size="small" @click=${() => act('mail')}
              >${msg('写邮件')}<span class="visually-hidden">${colon()}${contact.name}</span></sl-button
            >`
          : nothing
      }
      <sl-button size="small" @click=${() => act('message')}
        >${msg('发消息')}<span class="visually-hidden">${colon()}${contact.name}</span></sl-button
      >
    </span>`;
}

import { msg } from '@lit/localize';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Contact } from '../../../api/contract/contacts.js';
import { ContactDirectory } from '../../../elements/react/contact-directory.js';
import { ContactGroupManager } from '../../../elements/react/contact-group-manager.js';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowPage } from '../flow/FlowPage.js';
import { type ComposeTarget, MessageComposer } from './MessageComposer.js';

/** The mail page's composer for a contact (the mail page is its own module). */
export function mailComposeHref(contact: Pick<Contact, 'email' | 'name'>): string {
  const query = new URLSearchParams({ compose: '1', to: contact.email ?? '', name: contact.name });
  return `/office/mail?${query}`;
}

/** 通讯录 (office/contacts): the organisation's people and the user's own groups; mail or message them. */
export function ContactsPage({ route }: StaffPageProps) {
  const [target, setTarget] = useState<ComposeTarget | null>(null);
  const [, navigate] = useLocation();
  const onContact = (event: CustomEvent<{ action: 'mail' | 'message'; contact: Contact }>) => {
    const { action, contact } = event.detail;
    if (action === 'mail') navigate(mailComposeHref(contact));
    else setTarget({ to: [{ id: contact.id, name: contact.name }], groups: [] });
  };
  return (
    <FlowPage title={route.title || msg('通讯录')}>
      <div className="office-contacts">
        <section className="flow-card" aria-labelledby="contacts-directory">
          <h2 id="contacts-directory">{msg('组织通讯录')}</h2>
          <ContactDirectory onEipContactAction={onContact} />
        </section>
        <section className="flow-card" aria-labelledby="contacts-groups">
          <h2 id="contacts-groups">{msg('联系人分组')}</h2>
          <ContactGroupManager
            onEipContactAction={onContact}
            onEipGroupMessage={(event) => setTarget({ to: [], groups: [event.detail.group] })}
          />
        </section>
      </div>
      <MessageComposer target={target} onClose={() => setTarget(null)} />
    </FlowPage>
  );
}

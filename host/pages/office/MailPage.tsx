import { msg } from '@lit/localize';
import { useEffect, useRef, useState } from 'react';
import { formatMailAddress } from '../../../api/contract/mail.js';
import type { MailComposePreset } from '../../../elements/mail-composer/mail-composer.js';
import type {
  MailFolderChoice,
  MailFolderTree as MailFolderTreeElement,
} from '../../../elements/mail-folder-tree/mail-folder-tree.js';
import type { MailList as MailListElement } from '../../../elements/mail-list/mail-list.js';
import { MailAccountSettings } from '../../../elements/react/mail-account-settings.js';
import { MailComposer } from '../../../elements/react/mail-composer.js';
import { MailContactList } from '../../../elements/react/mail-contact-list.js';
import { MailFolderTree } from '../../../elements/react/mail-folder-tree.js';
import { MailList } from '../../../elements/react/mail-list.js';
import { MailReader } from '../../../elements/react/mail-reader.js';
import { toast } from '../../notify.js';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowPage } from '../flow/FlowPage.js';
import { FlowTabs } from '../flow/FlowTabs.js';
import { installMailPageStyles } from './mail-page-styles.js';
import { useMailParams } from './use-mail-params.js';

installMailPageStyles();

const TABS = ['mail', 'accounts', 'contacts'] as const;
type MailTab = (typeof TABS)[number];

function isTab(value: string | null): value is MailTab {
  return (TABS as readonly string[]).includes(value ?? '');
}

/**
 * 邮件 (office/mail): the mail client (accounts and folders, the list, the reader or the composer),
 * the mail accounts and the mail contacts, as three tabs. `?compose=1&to=<address>&name=<name>` opens
 * the composer addressed (the contacts page links so); the composer stays open across a reload, with
 * what was typed.
 */
export function MailPage({ route }: StaffPageProps) {
  const [params, setParams] = useMailParams(route.path);
  const tab: MailTab = isTab(params.get('tab')) ? (params.get('tab') as MailTab) : 'mail';
  const composing = params.get('compose') === '1';
  const to = params.get('to');
  const name = params.get('name') ?? '';

  const [folder, setFolder] = useState<MailFolderChoice>();
  const [mailId, setMailId] = useState('');
  const [preset, setPreset] = useState<MailComposePreset>();
  const tree = useRef<MailFolderTreeElement>(null);
  const list = useRef<MailListElement>(null);

  // A link with an address opens the composer addressed once; the address then leaves the url, so a
  // reload brings back what was typed rather than a fresh mail.
  useEffect(() => {
    if (!to) return;
    setPreset({ to: [formatMailAddress({ name, address: to })] });
    setParams({ tab: undefined, compose: '1', to: undefined, name: undefined });
  }, [to, name, setParams]);

  const compose = (next: MailComposePreset | undefined) => {
    setPreset(next);
    setParams({ tab: undefined, compose: '1' });
  };
  const closeComposer = () => {
    setPreset(undefined);
    setParams({ compose: undefined });
  };
  const refresh = () => {
    tree.current?.reload();
    list.current?.reload();
  };

  const tabs = [
    { key: 'mail' as const, title: msg('邮件') },
    { key: 'accounts' as const, title: msg('邮箱账户') },
    { key: 'contacts' as const, title: msg('邮件联系人') },
  ];
  const trash = folder?.specialUse === 'trash';
  const outgoing = folder?.specialUse === 'sent' || folder?.specialUse === 'drafts';
  const view = composing ? 'composing' : mailId ? 'reading' : 'list';

  return (
    <FlowPage
      title={route.title}
      head={
        <sl-button variant="primary" onClick={() => compose(undefined)}>
          <sl-icon slot="prefix" name="pencil"></sl-icon>
          {msg('写邮件')}
        </sl-button>
      }
    >
      <FlowTabs
        label={route.title}
        value={tab}
        tabs={tabs}
        onChange={(key) => setParams({ tab: key === 'mail' ? undefined : key })}
      />
      <div role="tabpanel" aria-label={tabs.find((entry) => entry.key === tab)!.title}>
        {tab === 'mail' && (
          <div className="mail-client" data-view={view}>
            <aside className="mail-client__folders" aria-label={msg('邮件文件夹')}>
              <MailFolderTree
                ref={tree}
                accountId={folder?.accountId ?? ''}
                folderId={folder?.folderId ?? ''}
                onEipMailFolderSelect={(event) => {
                  setFolder(event.detail);
                  setMailId('');
                }}
                onEipMailSynced={() => list.current?.reload()}
                onEipMailSettings={() => setParams({ tab: 'accounts' })}
              />
            </aside>
            <section className="mail-client__list" aria-label={folder?.name ?? msg('邮件列表')}>
              <MailList
                ref={list}
                folderId={folder?.folderId ?? ''}
                trash={trash}
                outgoing={outgoing}
                currentId={mailId}
                onEipMailOpen={(event) => {
                  setMailId(event.detail.id);
                  if (composing) closeComposer();
                }}
                onEipMailChange={(event) => {
                  tree.current?.reload();
                  if (event.detail.ids.includes(mailId) && event.detail.change !== 'read') setMailId('');
                }}
              />
            </section>
            <section className="mail-client__reader" aria-label={composing ? msg('写邮件') : msg('阅读邮件')}>
              {(composing || mailId) && (
                <sl-button
                  className="mail-client__back"
                  size="small"
                  onClick={() => (composing ? closeComposer() : setMailId(''))}
                >
                  <sl-icon slot="prefix" name="chevron-left"></sl-icon>
                  {msg('返回列表')}
                </sl-button>
              )}
              {composing ? (
                <MailComposer
                  preset={preset}
                  accountId={folder?.accountId ?? ''}
                  onEipMailSent={() => {
                    toast(msg('邮件已发送'));
                    closeComposer();
                    refresh();
                  }}
                  onEipMailDiscard={closeComposer}
                />
              ) : (
                <MailReader
                  mailId={mailId}
                  trash={trash}
                  onEipMailReply={(event) => compose(event.detail.preset)}
                  onEipMailChange={(event) => {
                    refresh();
                    if (event.detail.change === 'trash' || event.detail.change === 'forever') setMailId('');
                  }}
                />
              )}
            </section>
          </div>
        )}
        {tab === 'accounts' && <MailAccountSettings />}
        {tab === 'contacts' && (
          <MailContactList onEipMailCompose={(event) => compose({ to: event.detail.to })} />
        )}
      </div>
    </FlowPage>
  );
}

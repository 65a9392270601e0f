import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { live } from 'lit/directives/live.js';
import type { MailFolderUse, MailSyncResult, MailTreeNode } from '../../api/contract/mail.js';
import { EipElement } from '../core/eip-element.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { answerValue, recordLoadStates } from '../core/load-states.js';
import { folderIcon, folderName, sortFolders } from './folder-names.js';
import { mailFolderTreeStyles } from './mail-folder-tree.styles.js';

/** The folder the user opened, with what the list needs to know about it. */
export interface MailFolderChoice {
  accountId: string;
  folderId: string;
  specialUse: MailFolderUse | null;
  /** The folder's name as shown. */
  name: string;
}

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-mail-folder-select': MailFolderChoice;
    'eip-mail-synced': { results: MailSyncResult[] };
    'eip-mail-settings': Record<string, never>;
  }
}

type SyncState = { status: 'idle' } | { status: 'running' } | { status: 'done'; text: string; ok: boolean };

/**
 * The user's mailboxes (getMailTreeData): a switch between the user's accounts, the chosen account's
 * folders with their unread counts (inbox first, special folders named in the user's language), and
 * 同步, which fetches what is new from the mail server and says what it found. Until a folder is
 * chosen the account's inbox is opened (and announced with the event).
 *
 * @tag mail-folder-tree
 * @summary Mail accounts and folders with unread counts, and the sync button.
 *
 * @event eip-mail-folder-select - A folder was opened. `detail: { accountId, folderId, specialUse, name }`.
 * @event eip-mail-synced - A sync finished. `detail: { results }` (one per account).
 * @event eip-mail-settings - The user asked to add an account (no account yet).
 *
 * @csspart base - The wrapper.
 * @csspart account - The account switch.
 * @csspart sync - The sync button.
 * @csspart sync-status - What the sync is doing or found.
 * @csspart folders - The folder list.
 * @csspart folder - One folder's button.
 * @csspart unread - A folder's unread count.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class MailFolderTree extends EipElement {
  static override styles = mailFolderTreeStyles;

  private readonly loader = new Task(this, {
    task: async (_args, { signal }) => answerValue(await this.api.mail.getMailTreeData({}, signal)),
    args: () => [] as const,
    onComplete: (nodes) => this.openDefault(nodes),
  });

  /** Accounts synced by themselves because they had no folders (once each). */
  private readonly autoSynced = new Set<string>();

  @state() private sync: SyncState = { status: 'idle' };

  /** The account shown; empty: the default (first) account. */
  @property({ attribute: 'account-id' }) accountId = '';

  /** The open folder; empty: the account's inbox is opened once the tree loads. */
  @property({ attribute: 'folder-id' }) folderId = '';

  /** Loads the counts again (after mails were read or deleted). */
  reload(): void {
    void this.loader.run();
  }

  private accounts(nodes: readonly MailTreeNode[]): MailTreeNode[] {
    return nodes.filter((node) => node.kind === 'account');
  }

  private currentAccount(nodes: readonly MailTreeNode[]): MailTreeNode | undefined {
    const accounts = this.accounts(nodes);
    return accounts.find((account) => account.accountId === this.accountId) ?? accounts[0];
  }

  private openDefault(nodes: readonly MailTreeNode[]): void {
    const account = this.currentAccount(nodes);
    if (!account) return;
    const folders = nodes.filter((node) => node.kind === 'folder' && node.accountId === account.accountId);
    if (folders.some((folder) => folder.id === this.folderId)) return;
    const inbox = folders.find((folder) => folder.specialUse === 'inbox') ?? sortFolders(folders)[0];
    if (inbox) this.open(inbox);
    else if (this.accountId !== account.accountId) this.accountId = account.accountId;
    // An account never synced has no folders yet: fetch them once, as a mail program does on first start.
    if (!folders.length && !this.autoSynced.has(account.accountId) && this.sync.status !== 'running') {
      this.autoSynced.add(account.accountId);
      void this.handleSync();
    }
  }

  private open(folder: MailTreeNode): void {
    this.accountId = folder.accountId;
    this.folderId = folder.id;
    this.emit('eip-mail-folder-select', {
      accountId: folder.accountId,
      folderId: folder.id,
      specialUse: folder.specialUse,
      name: folderName(folder),
    });
  }

  private handleAccount(event: Event): void {
    this.accountId = (event.target as HTMLSelectElement).value;
    this.folderId = '';
    this.openDefault(this.loader.value ?? []);
  }

  private async handleSync(): Promise<void> {
    this.sync = { status: 'running' };
    try {
      const accountId = this.currentAccount(this.loader.value ?? [])?.accountId;
      const results = acceptedValue(await this.api.mail.sync(accountId ? { accountId } : {})) ?? [];
      const failed = results.filter((result) => !result.ok);
      const added = results.reduce((sum, result) => sum + result.added, 0);
      this.sync = failed.length
        ? {
            status: 'done',
            ok: false,
            text: failed.map((result) => `${result.email}：${result.error ?? ''}`).join('；'),
          }
        : {
            status: 'done',
            ok: true,
            text: added ? msg(str`同步完成，收到 ${added} 封新邮件`) : msg('同步完成，没有新邮件'),
          };
      this.emit('eip-mail-synced', { results });
      this.reload();
    } catch (error) {
      this.sync = { status: 'done', ok: false, text: failureText(error) };
    }
  }

  private renderFolders(nodes: readonly MailTreeNode[], parentId: string, depth: number): unknown {
    const children = sortFolders(
      nodes.filter((node) => node.kind === 'folder' && node.parentId === parentId),
    );
    if (!children.length) return nothing;
    return html`<ul class=${depth ? 'subfolders' : 'folders'} part=${depth ? '' : 'folders'}>
      ${children.map((folder) => {
        const current = folder.id === this.folderId;
        return html`<li>
          <button
            part="folder"
            type="button"
            class=${classMap({ folder: true, 'folder--current': current })}
            aria-current=${current ? 'true' : 'false'}
            @click=${() => this.open(folder)}
          >
            <sl-icon name=${folderIcon(folder.specialUse)} aria-hidden="true"></sl-icon>
            <span class="folder__name">${folderName(folder)}</span>
            ${
              folder.unread
                ? html`<span part="unread" class="unread"
                    ><span class="visually-hidden">${msg('未读')}</span>${folder.unread}</span
                  >`
                : nothing
            }
          </button>
          ${this.renderFolders(nodes, folder.id, depth + 1)}
        </li>`;
      })}
    </ul>`;
  }

  private renderSync() {
    const running = this.sync.status === 'running';
    return html`<div class="sync">
      <sl-button part="sync" size="small" ?loading=${running} @click=${this.handleSync}>
        <sl-icon slot="prefix" name="arrow-repeat"></sl-icon>${msg('同步')}
      </sl-button>
      <div
        part="sync-status"
        class=${classMap({ 'sync-status': true, 'sync-status--error': this.sync.status === 'done' && !this.sync.ok })}
        role="status"
      >
        ${running ? msg('正在同步…') : this.sync.status === 'done' ? this.sync.text : ''}
      </div>
    </div>`;
  }

  private renderTree(nodes: readonly MailTreeNode[]) {
    const accounts = this.accounts(nodes);
    const account = this.currentAccount(nodes);
    if (!account) {
      return html`<div part="status" class="load-state" role="status">
        <span>${msg('尚未添加邮箱账户')}</span>
        <sl-button size="small" variant="primary" @click=${() => this.emit('eip-mail-settings', {})}
          >${msg('添加邮箱账户')}</sl-button
        >
      </div>`;
    }
    return html`${
      accounts.length > 1
        ? html`<label class="visually-hidden" for="account">${msg('邮箱账户')}</label>
            <select part="account" id="account" .value=${live(account.accountId)} @change=${this.handleAccount}>
              ${accounts.map((entry) => html`<option value=${entry.accountId}>${entry.name}</option>`)}
            </select>`
        : html`<div part="account" class="account" title=${account.name}>${account.name}</div>`
    }
      ${this.renderSync()}
      <nav aria-label=${msg('邮件文件夹')}>
        ${
          nodes.some((node) => node.kind === 'folder' && node.accountId === account.accountId)
            ? this.renderFolders(nodes, account.id, 0)
            : html`<p class="hint">${msg('尚未同步：点击“同步”获取文件夹和邮件')}</p>`
        }
      </nav>`;
  }

  override render() {
    return html`<div part="base">
      ${this.loader.render({
        ...recordLoadStates(() => this.reload()),
        // While counts reload, the tree stays as it was.
        pending: () =>
          this.loader.value
            ? this.renderTree(this.loader.value)
            : recordLoadStates(() => this.reload()).pending(),
        complete: (nodes) => this.renderTree(nodes),
      })}
    </div>`;
  }
}

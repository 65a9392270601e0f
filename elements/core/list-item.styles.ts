import { css } from 'lit';

/**
 * What the list elements (news-list, notice-list, todo-message-list) share: a bare list whose items
 * are split by a dashed rule, the title link, the meta line and the date, and the compact column
 * look (a dot before each title, one line each). Each element adds its own item layout.
 */
export const listItemStyles = css`
  :host {
    display: block;
  }
  [part='base'] {
    color: var(--eip-color-text);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul.busy {
    opacity: 0.55;
  }
  [part='item'] {
    border-bottom: 1px dashed var(--eip-color-border);
  }
  .main {
    flex: 1;
    min-width: 0;
    display: grid;
    gap: var(--sl-spacing-x-small);
  }
  .title {
    color: var(--eip-color-text);
    font-size: var(--sl-font-size-medium);
    font-weight: var(--sl-font-weight-semibold);
    text-decoration: none;
  }
  .title:hover {
    color: var(--eip-color-primary-text);
  }
  .title:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: 2px;
  }
  .meta {
    display: flex;
    align-items: center;
    font-size: var(--sl-font-size-small);
    color: var(--eip-color-text-secondary);
  }
  time {
    flex: none;
    font-size: var(--sl-font-size-small);
    color: var(--eip-color-text-secondary);
    white-space: nowrap;
  }
  :host([variant='compact']) [part='item'] {
    align-items: center;
    padding: var(--sl-spacing-x-small) 0;
    border-bottom: none;
  }
  :host([variant='compact']) .title {
    font-weight: var(--sl-font-weight-normal);
    font-size: var(--sl-font-size-small);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  :host([variant='compact']) .title::before {
    content: '';
    display: inline-block;
    width: 5px;
    height: 5px;
    margin-right: var(--sl-spacing-x-small);
    border-radius: 50%;
    background: var(--sl-color-primary-500);
    vertical-align: middle;
  }
`;

/**
 * A radio group of filters in a list's toolbar (todo-message-list, collection-list,
 * registration-review): its label sits on the line of its buttons.
 */
export const toolbarRadioStyles = css`
  .toolbar sl-radio-group::part(form-control) {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-x-small);
  }
  .toolbar sl-radio-group::part(form-control-label) {
    margin: 0;
    font-size: var(--sl-font-size-small);
    color: var(--eip-color-text-secondary);
  }
`;

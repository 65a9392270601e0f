// Its own page: importing one generated wrapper must define that element alone.
import { expect } from '@open-wc/testing';
import { TodoBadge } from '../../../elements/react/todo-badge.js';

const definedTags = (tags: readonly string[]) => tags.filter((tag) => customElements.get(tag) !== undefined);

describe('one React wrapper module', () => {
  it('defines its own element and no other', () => {
    expect(TodoBadge).to.not.equal(undefined);
    expect(customElements.get('todo-badge')).to.not.equal(undefined);
    expect(
      definedTags([
        'file-upload',
        'signature-field',
        'notice-list',
        'news-list',
        'login-form',
        'change-password-dialog',
        'eip-preview-dialog',
      ]),
    ).to.deep.equal([]);
  });

  it('registers only the Shoelace components its element renders', () => {
    expect(definedTags(['sl-badge'])).to.deep.equal(['sl-badge']);
    expect(
      definedTags(['sl-button', 'sl-dialog', 'sl-input', 'sl-select', 'sl-icon', 'sl-tag']),
    ).to.deep.equal([]);
  });
});

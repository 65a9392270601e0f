import { expect } from '@open-wc/testing';
import { defineElement } from '../../../elements/core/define.js';
import { TodoBadge } from '../../../elements/todo-badge/todo-badge.component.js';

describe('defineElement', () => {
  it('defines a tag once and skips a second definition instead of throwing', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    defineElement('eip-define-probe', First);
    expect(() => defineElement('eip-define-probe', Second)).to.not.throw();
    expect(customElements.get('eip-define-probe')).to.equal(First);
  });

  it('importing a component class registers nothing', () => {
    expect(TodoBadge).to.be.a('function');
    expect(customElements.get('todo-badge')).to.equal(undefined);
  });
});

import { expect } from '@open-wc/testing';
import { defineElement } from '../../../elements/core/define.js';
import { ELEMENTS_VERSION } from '../../../elements/core/version.js';
import { TodoBadge } from '../../../elements/todo-badge/todo-badge.component.js';

const VERSION_KEY = Symbol.for('eip-elements-version');

/** A class as another copy of the library defines it: tagged with that copy's version. */
function fromBundle(version: string): CustomElementConstructor {
  return class extends HTMLElement {
    static [VERSION_KEY] = version;
  };
}

/** Runs `work` and answers what it wrote with console.warn. */
function warningsOf(work: () => void): string[] {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    work();
  } finally {
    console.warn = original;
  }
  return warnings;
}

describe('defineElement', () => {
  it('defines a tag once and skips a second definition instead of throwing', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    defineElement('eip-define-probe', First);
    expect(() => defineElement('eip-define-probe', Second)).to.not.throw();
    expect(customElements.get('eip-define-probe')).to.equal(First);
  });

  it('stays silent when the same version (the same bundle loaded twice) holds the tag', () => {
    customElements.define('eip-define-same', fromBundle(ELEMENTS_VERSION));
    const warnings = warningsOf(() => {
      defineElement('eip-define-same', class extends HTMLElement {});
      defineElement('eip-define-same', class extends HTMLElement {});
    });
    expect(warnings).to.deep.equal([]);
  });

  it('warns once, naming the tag and both versions, when another version holds the tag', () => {
    const older = fromBundle('0.0.9');
    customElements.define('eip-define-older', older);
    const warnings = warningsOf(() => {
      defineElement('eip-define-older', class extends HTMLElement {});
      defineElement('eip-define-older', class extends HTMLElement {});
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<eip-define-older>');
    expect(warnings[0]).to.contain('0.0.9');
    expect(warnings[0]).to.contain(ELEMENTS_VERSION);
    expect(customElements.get('eip-define-older')).to.equal(older);
  });

  it('warns once when a class of another library holds the tag', () => {
    customElements.define('eip-define-foreign', class extends HTMLElement {});
    const warnings = warningsOf(() => {
      defineElement('eip-define-foreign', class extends HTMLElement {});
      defineElement('eip-define-foreign', class extends HTMLElement {});
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<eip-define-foreign>');
    expect(warnings[0]).to.contain('another library');
    expect(warnings[0]).to.contain(ELEMENTS_VERSION);
  });

  it('a class it defined carries the version, so another copy of the library recognises it', () => {
    class Probe extends HTMLElement {}
    defineElement('eip-define-versioned', Probe);
    expect((Probe as unknown as Record<symbol, string>)[VERSION_KEY]).to.equal(ELEMENTS_VERSION);
  });

  it('importing a component class registers nothing', () => {
    expect(TodoBadge).to.be.a('function');
    expect(customElements.get('todo-badge')).to.equal(undefined);
  });
});

import { expect } from '@open-wc/testing';
import { isBlankHtml, showsSomething } from '../../../elements/core/html-text.js';

describe('showsSomething (rich text that shows a reader anything)', () => {
  it('is false for an editor’s empty paragraphs, white space and no-break spaces', () => {
    for (const html of ['', '<p></p>', '<p>&nbsp;</p>', '<p> \n </p><p><br></p>', '<p>\u00a0</p>'])
      expect(showsSomething(html), html).to.equal(false);
    expect(isBlankHtml('<p><br></p>')).to.equal(true);
  });

  it('is true for text, an entity that is a character, and an image alone', () => {
    for (const html of ['<p>说明</p>', '<p>&lt;</p>', '<p><img src="/x.png" alt=""></p>', 'text'])
      expect(showsSomething(html), html).to.equal(true);
  });

  it('reads a ">" inside an attribute as part of it, not as the end of a tag', () => {
    expect(showsSomething('<p title="a > b"></p>')).to.equal(false);
    expect(showsSomething('<p title="a > b">正文</p>')).to.equal(true);
  });

  it('runs and loads nothing of what it reads', async () => {
    const before = performance.getEntriesByType('resource').length;
    (window as unknown as { __ran?: boolean }).__ran = false;
    showsSomething('<img src="/html-text-probe.png" onerror="window.__ran = true">');
    await new Promise((done) => setTimeout(done, 50));
    expect((window as unknown as { __ran?: boolean }).__ran).to.equal(false);
    expect(
      performance
        .getEntriesByType('resource')
        .slice(before)
        .some((entry) => entry.name.includes('html-text-probe')),
    ).to.equal(false);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isBlankHtml, showsSomething } from '../../../api/server/http/html-text.js';

describe('showsSomething (the server’s test of rich text that shows a reader anything)', () => {
  it('is false for an editor’s empty paragraphs, white space and no-break spaces', () => {
    for (const html of [
      null,
      undefined,
      '',
      '<p></p>',
      '<p>&nbsp;</p>',
      '<p> \n </p><p><br></p>',
      '<p>&#160;</p>',
    ])
      assert.equal(showsSomething(html), false, String(html));
    assert.equal(isBlankHtml('<p><br></p>'), true);
  });

  it('is true for text, an entity that is a character, and an image alone', () => {
    for (const html of ['<p>说明</p>', '<p>&lt;</p>', '<p><img src="/x.png" alt=""></p>', 'text'])
      assert.equal(showsSomething(html), true, html);
  });

  it('reads a ">" inside an attribute as part of it, not as the end of a tag', () => {
    assert.equal(showsSomething('<p title="a > b"></p>'), false);
    assert.equal(showsSomething('<p title="a > b">正文</p>'), true);
  });
});

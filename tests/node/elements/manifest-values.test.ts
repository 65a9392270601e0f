import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { literalValuesOf } from '../../../elements/manifest-values.js';

const valuesOf = literalValuesOf(join(import.meta.dirname, '../../..'));

describe('the values of enumerated types in the manifest', () => {
  it('reads unions of string literals, through aliases and `undefined`', () => {
    assert.deepEqual(valuesOf("'all' | 'chosen'"), ['all', 'chosen']);
    assert.deepEqual(valuesOf("'read' | 'unread' | undefined"), ['read', 'unread']);
    // CollectionType = 'notice' | 'project', with the empty choice beside it.
    assert.deepEqual(valuesOf("CollectionType | ''"), ['notice', 'project', '']);
  });

  it('reads (typeof LIST)[number] from the constant list it names', () => {
    // UploadListType = (typeof UPLOAD_LIST_TYPES)[number]; FieldPermission likewise, in the contract.
    assert.deepEqual(valuesOf('UploadListType'), ['table', 'list', 'card']);
    assert.deepEqual(valuesOf('FieldPermission'), ['b', 'w', 'r', 'n']);
  });

  it('answers nothing for types that are not a set of strings', () => {
    for (const type of [
      'string',
      'number',
      'boolean',
      'UploadedFile[]',
      "'a' | number",
      'Record<string, unknown>',
      'NoSuchType',
    ])
      assert.equal(valuesOf(type), undefined, type);
  });
});

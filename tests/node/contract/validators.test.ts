import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PasswordStrategy } from '../../../api/contract/user.js';
import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  isAlphabets,
  isAmount,
  isBlank,
  isChineseName,
  isChineseOrDigitName,
  isDigits,
  isEmail,
  isExternalLink,
  isIdCard,
  isIPv4,
  isLandline,
  isLowerCase,
  isMobile,
  isPassword,
  isPort,
  isUpperCase,
  isUrl,
  PASSWORD_DIGIT_LETTER_MESSAGE,
  PASSWORD_DIGIT_LETTER_SPECIAL_MESSAGE,
  PASSWORD_DIGIT_MIXED_CASE_SPECIAL_MESSAGE,
  PASSWORD_MIN_LENGTH_MESSAGE_PREFIX,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_SAME_AS_OLD_MESSAGE,
  passwordMinLengthMessage,
  passwordRuleError,
  type Validator,
  validators,
} from '../../../api/contract/validators.js';

function expectAll(check: Validator, valid: readonly string[], invalid: readonly string[]): void {
  for (const value of valid)
    assert.equal(check(value), true, `${check.name} should accept ${JSON.stringify(value)}`);
  for (const value of invalid)
    assert.equal(check(value), false, `${check.name} should reject ${JSON.stringify(value)}`);
}

/** Simulates untyped template callers passing null or undefined. */
function untyped(value: null | undefined): string {
  return value as unknown as string;
}

describe('isExternalLink', () => {
  it('accepts http, https, mailto and tel links only', () => {
    expectAll(
      isExternalLink,
      ['http://a.com', 'https://a.com/x', 'mailto:a@b.com', 'tel:010-1234', 'HTTPS://A.COM'],
      ['', '/dashboard', 'ftp://a.com', 'javascript:alert(1)', 'www.a.com', ' https://a.com'],
    );
  });
});

describe('isPassword', () => {
  it('needs at least six characters', () => {
    expectAll(isPassword, ['123456', 'abcdefg'], ['', '12345']);
  });
});

describe('isDigits', () => {
  it('accepts non-empty runs of 0-9', () => {
    expectAll(isDigits, ['0', '0123', '9876543210'], ['', ' 1', '1.0', '-1', '１２', 'a1']);
  });
});

describe('isChineseOrDigitName', () => {
  it('accepts CJK ideographs and ASCII digits only', () => {
    expectAll(
      isChineseOrDigitName,
      ['招标公司', '第1标段', '2024', '𠮷野家'],
      ['', 'abc', '招标 公司', '招标-公司', 'ＡＢＣ', '招标A'],
    );
  });
});

describe('isIPv4', () => {
  it('accepts four 0-255 octets without leading zeros', () => {
    expectAll(
      isIPv4,
      ['0.0.0.0', '127.0.0.1', '255.255.255.255', '192.168.1.10', '10.0.0.99'],
      [
        '',
        '256.0.0.1',
        '1.2.3',
        '1.2.3.4.5',
        '01.2.3.4',
        '1.2.3.04',
        '1.2.3.-1',
        '1.2.3.4 ',
        'a.b.c.d',
        '1..2.3',
      ],
    );
  });
});

describe('isUrl', () => {
  it('accepts http, https and ftp URLs with a host', () => {
    expectAll(
      isUrl,
      [
        'http://example.com',
        'https://example.com/path?q=1#top',
        'ftp://files.example.com/a.zip',
        'https://localhost:8080',
        'HTTP://EXAMPLE.COM',
        'https://user:pw@example.com',
      ],
      [
        '',
        'example.com',
        'http://',
        'http:///x',
        'mailto:a@b.com',
        'https://exa mple.com',
        'file:///etc/passwd',
        'http://:80',
      ],
    );
  });
});

describe('case and alphabet checks', () => {
  it('isLowerCase accepts only a-z', () => {
    expectAll(isLowerCase, ['abc'], ['', 'Abc', 'abc1', 'é']);
  });

  it('isUpperCase accepts only A-Z', () => {
    expectAll(isUpperCase, ['ABC'], ['', 'ABc', 'ABC1']);
  });

  it('isAlphabets accepts only ASCII letters', () => {
    expectAll(isAlphabets, ['abc', 'ABC', 'aBc'], ['', 'ab c', 'abc1', '中文']);
  });
});

describe('isPort', () => {
  it('accepts integers 0-65535 written in digits', () => {
    expectAll(
      isPort,
      ['0', '1', '80', '8080', '65535'],
      ['', '-1', '65536', '99999', '080', '80.0', '1e3', ' 80', 'abc'],
    );
  });
});

describe('isMobile', () => {
  it('accepts 11 digits starting with 1', () => {
    expectAll(
      isMobile,
      ['13800138000', '19912345678'],
      ['', '1380013800', '138001380001', '23800138000', '1380013800a', '+8613800138000'],
    );
  });
});

describe('isIdCard', () => {
  it('accepts 18 characters with a valid MOD 11-2 check character', () => {
    expectAll(
      isIdCard,
      ['11010519491231002X', '11010519491231002x', '440308199901101512', '110101199003071233'],
      [],
    );
  });

  it('rejects bad shapes and wrong check characters', () => {
    expectAll(
      isIdCard,
      [],
      [
        '',
        '110105194912310021',
        '440308199901101513',
        '11010519491231002',
        '11010519491231002XX',
        'X10105194912310020',
        '1101051949123100 2X',
      ],
    );
  });
});

describe('isEmail', () => {
  it('accepts common addresses', () => {
    expectAll(
      isEmail,
      ['a@b.cn', 'first.last+tag@mail.example.com', 'user_1@sub-domain.example.org'],
      ['', 'a', 'a@', '@b.cn', 'a@b', 'a b@c.cn', 'a..b@c.cn', '.a@b.cn', 'a@-b.cn', 'a@b.c', 'a@b..cn'],
    );
  });
});

describe('isChineseName', () => {
  it('accepts 2-4 Chinese characters', () => {
    expectAll(
      isChineseName,
      ['张三', '欧阳娜娜', '李小明', '𠮷田'],
      ['', '张', '欧阳娜娜娜', '张3', 'Zhang', '张 三'],
    );
  });
});

describe('isBlank', () => {
  it('treats empty, whitespace and the text "null" as blank', () => {
    expectAll(isBlank, ['', '   ', '\t\n', 'null', ' null '], ['a', ' a ', 'NULL', 'nullable', '0']);
  });

  it('treats null and undefined from untyped callers as blank', () => {
    assert.equal(isBlank(untyped(null)), true);
    assert.equal(isBlank(untyped(undefined)), true);
  });
});

describe('isLandline', () => {
  it('accepts area codes, local numbers and extensions', () => {
    expectAll(
      isLandline,
      [
        '010-12345678',
        '0571-1234567',
        '0571-12345678',
        '010-12345678-123',
        '12345678',
        '1234567',
        '88886666-8',
      ],
      [
        '',
        '10-12345678',
        '010-123456',
        '010-123456789',
        '01012345678',
        '010-12345678-',
        '010-12345678-1234567',
        '0123456',
        'abc-1234567',
      ],
    );
  });
});

describe('isAmount', () => {
  it('accepts non-negative amounts with up to two decimals', () => {
    expectAll(
      isAmount,
      ['0', '0.5', '0.50', '12.34', '100', '1000000.1'],
      ['', '1.234', 'abc', '01', '00', '-1', '1.', '.5', '1,000', ' 1', '+1'],
    );
  });
});

describe('validators object', () => {
  it('exposes every check', () => {
    assert.deepEqual(Object.keys(validators).sort(), [
      'isAlphabets',
      'isAmount',
      'isBlank',
      'isChineseName',
      'isChineseOrDigitName',
      'isDigits',
      'isEmail',
      'isExternalLink',
      'isIPv4',
      'isIdCard',
      'isLandline',
      'isLowerCase',
      'isMobile',
      'isPassword',
      'isPort',
      'isUpperCase',
      'isUrl',
    ]);
    assert.equal(validators.isPort, isPort);
  });

  it('rejects null and undefined instead of testing the text "undefined"', () => {
    for (const [name, check] of Object.entries(validators)) {
      if (name === 'isBlank') continue;
      assert.equal(check(untyped(undefined)), false, `${name}(undefined)`);
      assert.equal(check(untyped(null)), false, `${name}(null)`);
    }
  });
});

describe('passwordRuleError', () => {
  const strategy = (pwdRule: number, pwdLength = 8): PasswordStrategy => ({
    enable: true,
    pwdRule,
    pwdLength,
  });

  it('exports the exact product copy', () => {
    assert.equal(PASSWORD_REQUIRED_MESSAGE, '请输入新密码');
    assert.equal(PASSWORD_MIN_LENGTH_MESSAGE_PREFIX, '新密码长度至少为');
    assert.equal(PASSWORD_DIGIT_LETTER_MESSAGE, '新密码必须包含数字、字母');
    assert.equal(PASSWORD_DIGIT_LETTER_SPECIAL_MESSAGE, '新密码必须包含数字、字母、特殊字符');
    assert.equal(PASSWORD_DIGIT_MIXED_CASE_SPECIAL_MESSAGE, '新密码必须包含数字、大小写字母、特殊字符');
    assert.equal(PASSWORD_SAME_AS_OLD_MESSAGE, '新密码不能与旧密码相同');
    assert.equal(passwordMinLengthMessage(8), '新密码长度至少为8');
    assert.equal(DEFAULT_PASSWORD_MIN_LENGTH, 6);
  });

  it('requires a password', () => {
    assert.equal(passwordRuleError('', null), '请输入新密码');
    assert.equal(passwordRuleError('', strategy(4)), '请输入新密码');
    assert.equal(passwordRuleError(untyped(undefined), null), '请输入新密码');
  });

  it('without a strategy needs six characters', () => {
    assert.equal(passwordRuleError('12345', null), '新密码长度至少为6');
    assert.equal(passwordRuleError('123456', null), null);
    assert.equal(
      passwordRuleError('12345', { enable: false, pwdRule: 4, pwdLength: 12 }),
      '新密码长度至少为6',
    );
    assert.equal(passwordRuleError('aaaaaa', { enable: false, pwdRule: 4, pwdLength: 12 }), null);
  });

  it('with an enabled strategy uses its length', () => {
    assert.equal(passwordRuleError('abc1234', strategy(1, 8)), '新密码长度至少为8');
    assert.equal(passwordRuleError('abc12345', strategy(1, 8)), null);
    assert.equal(passwordRuleError('abcd', strategy(1, 4)), null);
  });

  it('falls back to six characters when the strategy length is unusable', () => {
    assert.equal(passwordRuleError('12345', strategy(1, 0)), '新密码长度至少为6');
    assert.equal(passwordRuleError('12345', strategy(1, Number.NaN)), '新密码长度至少为6');
  });

  it('rule 1 has no composition requirement', () => {
    assert.equal(passwordRuleError('aaaaaaaa', strategy(1)), null);
  });

  it('rule 2 needs a digit and a letter', () => {
    assert.equal(passwordRuleError('abcdefgh', strategy(2)), '新密码必须包含数字、字母');
    assert.equal(passwordRuleError('12345678', strategy(2)), '新密码必须包含数字、字母');
    assert.equal(passwordRuleError('abcd1234', strategy(2)), null);
  });

  it('rule 3 needs a digit, a letter and a special character', () => {
    assert.equal(passwordRuleError('abcd1234', strategy(3)), '新密码必须包含数字、字母、特殊字符');
    assert.equal(passwordRuleError('abcd!@#$', strategy(3)), '新密码必须包含数字、字母、特殊字符');
    assert.equal(passwordRuleError('abcd123!', strategy(3)), null);
    assert.equal(passwordRuleError('ABCD123_', strategy(3)), null);
  });

  it('rule 4 needs a digit, both cases and a special character', () => {
    assert.equal(passwordRuleError('abcd123!', strategy(4)), '新密码必须包含数字、大小写字母、特殊字符');
    assert.equal(passwordRuleError('ABCD123!', strategy(4)), '新密码必须包含数字、大小写字母、特殊字符');
    assert.equal(passwordRuleError('Abcd1234', strategy(4)), '新密码必须包含数字、大小写字母、特殊字符');
    assert.equal(passwordRuleError('Abcdefg!', strategy(4)), '新密码必须包含数字、大小写字母、特殊字符');
    assert.equal(passwordRuleError('Abcd123!', strategy(4)), null);
  });

  it('checks length before composition', () => {
    assert.equal(passwordRuleError('abc', strategy(4)), '新密码长度至少为8');
  });

  it('must differ from the old password, with or without a strategy', () => {
    assert.equal(passwordRuleError('abcdef', null, 'abcdef'), '新密码不能与旧密码相同');
    assert.equal(passwordRuleError('Abcd123!', strategy(4), 'Abcd123!'), '新密码不能与旧密码相同');
    assert.equal(passwordRuleError('Abcd123!', strategy(4), 'Abcd123?'), null);
    assert.equal(passwordRuleError('abcdef', null, ''), null);
  });
});

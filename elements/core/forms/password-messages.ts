import { msg, str } from '@lit/localize';
import type { PasswordStrategy } from '../../../api/contract/user.js';
import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  PASSWORD_DIGIT_LETTER_MESSAGE,
  PASSWORD_DIGIT_LETTER_SPECIAL_MESSAGE,
  PASSWORD_DIGIT_MIXED_CASE_SPECIAL_MESSAGE,
  PASSWORD_MIN_LENGTH_MESSAGE_PREFIX,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_SAME_AS_OLD_MESSAGE,
} from '../../../api/contract/validators.js';

/**
 * passwordRuleError answers the product's Chinese texts (the server sends the same ones); this puts
 * one into the user's language. zh-CN gets the very same text back. Call it in render().
 */
export function localizePasswordError(error: string): string {
  switch (error) {
    case PASSWORD_REQUIRED_MESSAGE:
      return msg('请输入新密码');
    case PASSWORD_DIGIT_LETTER_MESSAGE:
      return msg('新密码必须包含数字、字母');
    case PASSWORD_DIGIT_LETTER_SPECIAL_MESSAGE:
      return msg('新密码必须包含数字、字母、特殊字符');
    case PASSWORD_DIGIT_MIXED_CASE_SPECIAL_MESSAGE:
      return msg('新密码必须包含数字、大小写字母、特殊字符');
    case PASSWORD_SAME_AS_OLD_MESSAGE:
      return msg('新密码不能与旧密码相同');
  }
  if (error.startsWith(PASSWORD_MIN_LENGTH_MESSAGE_PREFIX)) {
    const length = error.slice(PASSWORD_MIN_LENGTH_MESSAGE_PREFIX.length);
    return msg(str`新密码长度至少为${length}`);
  }
  return error;
}

/**
 * What the password strategy asks for, shown under a new-password field before the user trips over
 * it (e.g. 至少8位，须包含数字、字母); nothing while no strategy is enabled. Call it in render().
 */
export function passwordStrategyHint(strategy: PasswordStrategy | null | undefined): string | undefined {
  if (!strategy?.enable) return undefined;
  const length =
    Number.isFinite(strategy.pwdLength) && strategy.pwdLength > 0
      ? Math.floor(strategy.pwdLength)
      : DEFAULT_PASSWORD_MIN_LENGTH;
  const rules: Record<number, string> = {
    2: msg('须包含数字、字母'),
    3: msg('须包含数字、字母、特殊字符'),
    4: msg('须包含数字、大小写字母、特殊字符'),
  };
  const rule = rules[strategy.pwdRule];
  return rule ? msg(str`至少${length}位，${rule}`) : msg(str`至少${length}位`);
}

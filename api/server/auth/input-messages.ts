import type { FastifySchemaValidationError } from 'fastify';

/** Field names as the forms show them, so a refused input reads '手机号格式不正确' and not an ajv path. */
const LABELS: Record<string, string> = {
  account: '账号',
  username: '账号',
  password: '密码',
  identity: '身份',
  tenantId: '租户',
  code: '验证码',
  mobile: '手机号',
  email: '邮箱',
  fullname: '姓名',
  newPwd: '新密码',
  oldPwd: '旧密码',
  accountOrId: '账号或用户ID',
  company: '企业信息',
  'company.name': '企业名称',
  creditCode: '统一社会信用代码',
  legalPerson: '法定代表人',
  contactName: '联系人',
  contactPhone: '联系电话',
  address: '地址',
  businessScope: '经营范围',
  businessLicense: '营业执照',
  ticket: '票据',
  service: '服务地址',
  ssoMode: '单点登录方式',
  param: '手机号或账号',
  target: '接收方',
  redirect_uri: '回调地址',
  response_type: '授权类型',
};

type Labels = Record<string, string>;

function labeller(labels: Labels) {
  return (path: string[]): string => {
    const joined = path.join('.');
    const last = path.at(-1) ?? '';
    return labels[joined] ?? labels[last] ?? (last || '参数');
  };
}

function describe(error: FastifySchemaValidationError, labelOf: (path: string[]) => string): string {
  const path = error.instancePath.split('/').filter(Boolean);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      return `${labelOf([...path, String(params.missingProperty)])}不能为空`;
    }
    case 'minLength':
      return Number(params.limit) <= 1
        ? `${labelOf(path)}不能为空`
        : `${labelOf(path)}长度至少为${String(params.limit)}`;
    case 'maxLength':
      return `${labelOf(path)}长度不能超过${String(params.limit)}`;
    case 'pattern':
      // '\\S' is how a schema says "not blank".
      return params.pattern === '\\S' ? `${labelOf(path)}不能为空` : `${labelOf(path)}格式不正确`;
    case 'enum':
      return `${labelOf(path)}取值不正确`;
    case 'additionalProperties':
      return `不支持的参数${String(params.additionalProperty)}`;
    default:
      return `${labelOf(path)}格式不正确`;
  }
}

/**
 * A schema error formatter naming fields with these labels over the common ones: the first problem, in
 * Chinese; the error handler adds the 400 envelope. The server's default is `inputErrorFormatter` (app.ts);
 * a route whose fields need other names sets `schemaErrorFormatter: inputErrorsWith({ code: '租户编码' })`.
 */
export function inputErrorsWith(labels: Labels): (errors: FastifySchemaValidationError[]) => Error {
  const labelOf = labeller({ ...LABELS, ...labels });
  return (errors) => {
    const first = errors[0];
    return new Error(first ? describe(first, labelOf) : '参数格式不正确');
  };
}

/** The schema error formatter with the common field labels: the server's default. */
export const inputErrorFormatter = inputErrorsWith({});

/** The response envelope every call of the documented contract answers with. */
export interface Envelope<T = unknown> {
  state: boolean;
  message: string;
  value?: T;
  /** Present where the backend gives one; see the error catalogue for how the client reads it. */
  code?: number | string;
  /** On server errors (5xx): the request's id in the server's logs (every answer has it as X-Request-Id). */
  requestId?: string;
}

/** A page of rows, as list calls answer. */
export interface PageList<T> {
  rows: T[];
  /** How many rows match; a lower bound when `totalCapped` is true. */
  total: number;
  page: number;
  pageSize: number;
  /** Counting stopped at `total` because an exact count would cost too much: there are more than `total`. */
  totalCapped?: boolean;
}

export const QUERY_OPERATIONS = [
  'EQUAL',
  'NOT_EQUAL',
  'LIKE',
  'LEFT_LIKE',
  'RIGHT_LIKE',
  'IN',
  'NOT_IN',
  'GREAT',
  'GREAT_EQUAL',
  'LESS',
  'LESS_EQUAL',
  'BETWEEN',
  'IS_NULL',
  'NOTNULL',
] as const;
export type QueryOperation = (typeof QUERY_OPERATIONS)[number];

export const QUERY_RELATIONS = ['AND', 'OR'] as const;
export type QueryRelation = (typeof QUERY_RELATIONS)[number];

export interface QueryFilter {
  property: string;
  value: unknown;
  operation: QueryOperation;
  group?: string;
  relation?: QueryRelation;
}

export interface QuerySorter {
  property: string;
  direction: 'ASC' | 'DESC';
}

/** The query body of list calls. `pageSize: -1` asks for all rows. */
export interface QueryBody {
  pageBean: { page: number; pageSize: number; showTotal?: boolean };
  querys?: QueryFilter[];
  sorter?: QuerySorter[];
}

/** Codes the client treats as success (tender-portal section 8). */
export const SUCCESS_CODES = [200, 0, '200', '0'] as const;
/** The session is no longer valid: reset the token and reload. */
export const INVALID_SESSION_CODE = 402;
/** The user lacks permission: reset the token and go to /login. */
export const NO_PERMISSION_CODE = 401;

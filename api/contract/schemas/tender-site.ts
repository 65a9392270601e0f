import { type Static, Type } from 'typebox';
import { COLUMN_NAMES_MAX, NOTICE_BY_IDS_MAX } from '../tender-site.js';
import { TextList } from './common.js';

/** procureNotice getByIds: the ids, comma-separated or repeated. */
export const NoticeIdsQuery = Type.Object({ ids: TextList(NOTICE_BY_IDS_MAX) });
export type NoticeIdsQuery = Static<typeof NoticeIdsQuery>;

/** wColumnManage getDetailByColumnName: the column names, comma-separated or repeated. */
export const ColumnNamesQuery = Type.Object({ columnNames: TextList(COLUMN_NAMES_MAX) });
export type ColumnNamesQuery = Static<typeof ColumnNamesQuery>;

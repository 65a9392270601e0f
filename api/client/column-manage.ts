import * as FORM from '../contract/calls/form.js';
import type { Envelope } from '../contract/envelope.js';
import type { ColumnNamesQuery } from '../contract/schemas/tender-site.js';
import type { ColumnContent } from '../contract/tender-site.js';
import type { HttpClient } from './http.js';

/** wColumnManage: the site's editable columns (about us, contact, guides, FAQ). */
export function columnManageCalls(http: HttpClient) {
  return {
    /** The enabled columns among those named, in the order named. */
    getDetailByColumnName: (columnNames: readonly string[], signal?: AbortSignal) =>
      http.call<Envelope<ColumnContent[]>>(FORM.wColumnManage_getDetailByColumnName, {
        params: { columnNames: columnNames.join(',') } satisfies ColumnNamesQuery,
        signal,
      }),
  };
}

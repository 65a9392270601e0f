import type { SearchStatus, TransactionMode } from '../../../api/contract/tender.js';

export interface SearchQuery {
  transactionMode: TransactionMode | '';
  status: SearchStatus | '';
  keyword: string;
}

/** The /search address of a home search; empty fields are left out. */
export function searchHref(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.transactionMode) params.set('transactionMode', query.transactionMode);
  if (query.status) params.set('status', query.status);
  if (query.keyword) params.set('keyword', query.keyword);
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}

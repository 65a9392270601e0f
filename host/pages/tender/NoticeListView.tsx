import type { NoticeFilters, NoticeType } from '../../../api/contract/tender-site.js';
import { NoticeList } from '../../../elements/react/notice-list.js';
// The list's filter form comes with this page, not after the list's first render.
import '../../../elements/notice-list/notice-filters.js';
import { useElementNavigation } from '../../use-element-navigation.js';
import { useQueryParams } from './use-query-param.js';

const FILTERS = 'keyword status procureType transactionMode date';
const FILTER_PARAMS = ['keyword', 'status', 'procureType', 'transactionMode', 'dateFrom', 'dateTo'] as const;

/** A list page's notices; its filters and page live in the address, so back and forward work. */
export function NoticeListView({ type }: { type: NoticeType }) {
  const [params, update] = useQueryParams();
  const onNavigate = useElementNavigation();
  const read = (name: string) => params.get(name) ?? '';
  return (
    <NoticeList
      type={type}
      filters={FILTERS}
      keyword={read('keyword')}
      status={read('status') as NoticeFilters['status']}
      procureType={read('procureType') as NoticeFilters['procureType']}
      transactionMode={read('transactionMode') as NoticeFilters['transactionMode']}
      dateFrom={read('dateFrom')}
      dateTo={read('dateTo')}
      page={Number(params.get('page')) || 1}
      pageSize={Number(params.get('pageSize')) || 10}
      onEipNavigate={onNavigate}
      onEipFilterChange={(event) =>
        update({
          ...Object.fromEntries(FILTER_PARAMS.map((name) => [name, event.detail.filters[name]])),
          page: undefined,
        })
      }
      onEipPageChange={(event) =>
        update({
          page: event.detail.page > 1 ? event.detail.page : undefined,
          pageSize: event.detail.pageSize === 10 ? undefined : event.detail.pageSize,
        })
      }
    />
  );
}

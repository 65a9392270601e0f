import { msg } from '@lit/localize';
import type { NoticeFilters } from '../../../api/contract/tender-site.js';
import { NoticeList } from '../../../elements/react/notice-list.js';
// The list's filter form comes with this page, not after the list's first render.
import '../../../elements/notice-list/notice-filters.js';
import { TenderSearchBar } from '../../../elements/react/tender-search-bar.js';
import { Breadcrumb } from '../../layout/Breadcrumb.js';
import { useElementNavigation } from '../../use-element-navigation.js';
import { installTenderPageStyles } from './tender-page-styles.js';
import { useQueryParams } from './use-query-param.js';
import { useSearchHistory } from './use-search-history.js';

installTenderPageStyles();

/** /search: the home search's results, searchable again and narrowed by type, method and date. */
export function SearchPage() {
  const [params, update] = useQueryParams();
  const onNavigate = useElementNavigation();
  const { history, add, remove, clear } = useSearchHistory();
  const read = (name: string) => params.get(name) ?? '';
  const transactionMode = read('transactionMode') as NoticeFilters['transactionMode'];
  const status = read('status') as NoticeFilters['status'];
  const keyword = read('keyword');
  return (
    <div className="tender-page">
      <Breadcrumb trail={[{ title: msg('首页'), href: '/index' }, { title: msg('搜索结果') }]} />
      <header className="tender-page__head">
        <h1>{msg('搜索结果')}</h1>
      </header>
      <TenderSearchBar
        transactionMode={transactionMode}
        status={status}
        keyword={keyword}
        history={history}
        onEipSearch={(event) => {
          void add(event.detail.keyword);
          update({ ...event.detail, page: undefined });
        }}
        onEipHistoryRemove={(event) => void remove(event.detail.name)}
        onEipHistoryClear={() => void clear()}
      />
      <div className="tender-card">
        <NoticeList
          filters="type procureType date"
          type={read('type') as NoticeFilters['type']}
          procureType={read('procureType') as NoticeFilters['procureType']}
          dateFrom={read('dateFrom')}
          dateTo={read('dateTo')}
          transactionMode={transactionMode}
          status={status}
          keyword={keyword}
          page={Number(params.get('page')) || 1}
          pageSize={Number(params.get('pageSize')) || 10}
          onEipNavigate={onNavigate}
          onEipFilterChange={(event) => {
            const { type, procureType, dateFrom, dateTo } = event.detail.filters;
            update({ type, procureType, dateFrom, dateTo, page: undefined });
          }}
          onEipPageChange={(event) =>
            update({
              page: event.detail.page > 1 ? event.detail.page : undefined,
              pageSize: event.detail.pageSize === 10 ? undefined : event.detail.pageSize,
            })
          }
        />
      </div>
    </div>
  );
}

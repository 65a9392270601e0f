import { msg } from '@lit/localize';
import { Link } from 'wouter';
import { NewsList } from '../../../elements/react/news-list.js';
import { Breadcrumb } from '../../layout/Breadcrumb.js';
import { ChunkBoundary } from '../../routing/ChunkBoundary.js';
import { NewsDetailView } from '../../routing/detail-views.js';
import { useElementNavigation } from '../../use-element-navigation.js';
import { NewsTabs } from './NewsTabs.js';
import { installTenderPageStyles } from './tender-page-styles.js';
import { useQueryParams } from './use-query-param.js';

installTenderPageStyles();

/** /newsInformation: news by classification (?classifyId=), or one article (?id=). */
export function NewsPage() {
  const [params, update] = useQueryParams();
  const onNavigate = useElementNavigation();
  const id = params.get('id');
  const classifyId = params.get('classifyId') ?? '';
  return (
    <div className="tender-page">
      <Breadcrumb
        trail={[
          { title: msg('首页'), href: '/index' },
          { title: msg('新闻资讯'), href: '/newsInformation' },
          ...(id ? [{ title: msg('新闻详情') }] : []),
        ]}
      />
      {id ? (
        <>
          <h1 className="visually-hidden">{msg('新闻详情')}</h1>
          {/* The article is the page: it shows as it renders, under the breadcrumb. */}
          <div className="tender-card" data-shows-at-once>
            <ChunkBoundary>
              <NewsDetailView id={id} />
            </ChunkBoundary>
          </div>
          <Link href="/newsInformation" className="tender-back">
            {'<'} {msg('返回列表')}
          </Link>
        </>
      ) : (
        <>
          <header className="tender-page__head">
            <div>
              <h1>{msg('新闻资讯')}</h1>
              <p>{msg('平台通知、公司新闻与行业动态')}</p>
            </div>
          </header>
          <div className="tender-card">
            <NewsTabs active={classifyId} />
            <NewsList
              classifyId={classifyId}
              page={Number(params.get('page')) || 1}
              onEipNavigate={onNavigate}
              onEipPageChange={(event) =>
                update({ page: event.detail.page > 1 ? event.detail.page : undefined })
              }
            />
          </div>
        </>
      )}
    </div>
  );
}

import { msg } from '@lit/localize';
import { Link, useLocation } from 'wouter';
import { isNoticeType, NOTICE_ROUTES, type NoticeType } from '../../../api/contract/tender-site.js';
import { noticeTypeLabel } from '../../../elements/core/project-status.js';
import { Breadcrumb } from '../../layout/Breadcrumb.js';
import { ChunkBoundary } from '../../routing/ChunkBoundary.js';
import { NoticeDetailView } from '../../routing/detail-views.js';
import { NoticeActions } from './NoticeActions.js';
import { NoticeListView } from './NoticeListView.js';
import { installTenderPageStyles } from './tender-page-styles.js';
import { useQueryParams } from './use-query-param.js';

installTenderPageStyles();

function introOf(type: NoticeType): string {
  switch (type) {
    case 'bid':
      return msg('正在招标与即将开始报名的采购项目');
    case 'bidBefore':
      return msg('采购意向与即将发布的项目预告');
    case 'bargain':
      return msg('已完成项目的成交结果公告');
    case 'bargainBefore':
      return msg('评审结果与成交候选人公示');
    case 'clear':
      return msg('采购文件的澄清与变更说明');
  }
}

/** The kind of notice a list route shows (/bidNotice shows bid notices). */
function noticeTypeAt(location: string): NoticeType {
  const entry = Object.entries(NOTICE_ROUTES).find(([, route]) => route === location);
  return entry && isNoticeType(entry[0]) ? entry[0] : 'bid';
}

/** A notice list page (/bidNotice, /clearNotice...; the route says which kind), or one notice with ?id=. */
export function NoticePage() {
  const [location] = useLocation();
  const type = noticeTypeAt(location);
  const [params] = useQueryParams();
  const id = params.get('id');
  const title = noticeTypeLabel(type);
  const route = NOTICE_ROUTES[type];
  return (
    <div className="tender-page">
      <Breadcrumb
        trail={[
          { title: msg('首页'), href: '/index' },
          { title, href: route },
          ...(id ? [{ title: msg('公告详情') }] : []),
        ]}
      />
      {id ? (
        <>
          <h1 className="visually-hidden">{msg('公告详情')}</h1>
          <NoticeActions id={id} />
          {/* The notice is the page: it shows as it renders, under a breadcrumb and actions of fixed height. */}
          <div className="tender-card" data-shows-at-once>
            <ChunkBoundary>
              <NoticeDetailView id={id} />
            </ChunkBoundary>
          </div>
          <Link href={route} className="tender-back">
            {'<'} {msg('返回列表')}
          </Link>
        </>
      ) : (
        <>
          <header className="tender-page__head">
            <div>
              <h1>{title}</h1>
              <p>{introOf(type)}</p>
            </div>
          </header>
          <div className="tender-card">
            <NoticeListView type={type} />
          </div>
        </>
      )}
    </div>
  );
}

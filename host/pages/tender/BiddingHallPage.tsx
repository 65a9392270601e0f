import { msg } from '@lit/localize';
import { Link } from 'wouter';
import { BidMonitor } from '../../../elements/react/bid-monitor.js';
import { BiddingHall } from '../../../elements/react/bidding-hall.js';
import { Breadcrumb } from '../../layout/Breadcrumb.js';
import { MESSAGE_READ_EVENT } from '../../layout/TodoBell.js';
import { message } from '../../notify.js';
import { useSession } from '../../session/session-store.js';
import { useElementNavigation } from '../../use-element-navigation.js';
import { installTenderPageStyles } from './tender-page-styles.js';
import { useQueryParams } from './use-query-param.js';

installTenderPageStyles();

/**
 * /biddingHall, the bidding hall (tender-portal 2.2; the online bidding menu is highlighted). Without
 * `?id=`: the signed-in user's live projects. With it: a supplier's room (countdown, own rank, quote
 * form) or the purchaser's monitor of the project (counts, rounds, comparison, award).
 */
export function BiddingHallPage() {
  const [params] = useQueryParams();
  const { identity } = useSession();
  const onNavigate = useElementNavigation();
  const id = params.get('id') ?? '';
  const supplier = identity === 'supplier';
  return (
    <div className="tender-page">
      <Breadcrumb
        trail={[
          { title: msg('首页'), href: '/index' },
          { title: msg('在线投标'), href: '/onlineBidding' },
          id ? { title: msg('竞价大厅'), href: '/biddingHall' } : { title: msg('竞价大厅') },
          ...(id ? [{ title: supplier ? msg('项目报价') : msg('报价监控') }] : []),
        ]}
      />
      <header className="tender-page__head">
        <div>
          <h1>{msg('竞价大厅')}</h1>
          <p>
            {supplier
              ? msg('实时报价：倒计时以服务器时间为准，只显示您自己的报价与排名')
              : msg('实时查看各轮报价数量，报价结束后比较并确认成交')}
          </p>
        </div>
        <div className="tender-actions">
          {id && (
            <Link href={`/project?id=${encodeURIComponent(id)}`} className="tender-back">
              {msg('项目详情')}
            </Link>
          )}
          <Link href={id ? '/biddingHall' : '/onlineBidding'} className="tender-back">
            {'<'} {msg('返回')}
          </Link>
        </div>
      </header>
      <section className="tender-card" aria-label={msg('竞价大厅')}>
        {id && !supplier ? (
          // The monitor says what an action did in its own status line: no toast on top of it.
          <BidMonitor key={id} projectId={id} />
        ) : (
          <BiddingHall
            key={id}
            projectId={id}
            onEipNavigate={onNavigate}
            onEipAward={() => {
              message(msg('恭喜，您的报价已成交'), 'success');
              // The award notification is a new to-do message: the badge counts it at once.
              window.dispatchEvent(new Event(MESSAGE_READ_EVENT));
            }}
          />
        )}
      </section>
    </div>
  );
}

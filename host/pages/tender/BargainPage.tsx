import { msg } from '@lit/localize';
import { AwardList } from '../../../elements/react/award-list.js';
import { Breadcrumb } from '../../layout/Breadcrumb.js';
import { useSession } from '../../session/session-store.js';
import { useElementNavigation } from '../../use-element-navigation.js';
import { installTenderPageStyles } from './tender-page-styles.js';

installTenderPageStyles();

/**
 * /bargain: the award notifications addressed to the signed-in user (tender-portal 2.2; the online
 * bidding menu is highlighted): a supplier's won projects, a purchaser's projects with a winner.
 */
export function BargainPage() {
  const onNavigate = useElementNavigation();
  const { identity } = useSession();
  return (
    <div className="tender-page">
      <Breadcrumb trail={[{ title: msg('首页'), href: '/index' }, { title: msg('中标通知') }]} />
      <header className="tender-page__head">
        <div>
          <h1>{msg('中标通知')}</h1>
          <p>
            {identity === 'supplier'
              ? msg('贵单位成交的项目与中标公告')
              : msg('已确定成交供应商的项目与中标公告')}
          </p>
        </div>
      </header>
      <div className="tender-card">
        <AwardList audience={identity === 'supplier' ? 'supplier' : 'purchaser'} onEipNavigate={onNavigate} />
      </div>
    </div>
  );
}

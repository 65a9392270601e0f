import { msg } from '@lit/localize';
import { Link } from 'wouter';
import { Breadcrumb } from '../../layout/Breadcrumb.js';
import { useSession } from '../../session/session-store.js';
import { ProjectListView } from './ProjectListView.js';
import { installTenderPageStyles } from './tender-page-styles.js';

installTenderPageStyles();

interface Entry {
  href: string;
  icon: string;
  title: () => string;
  text: () => string;
}

const SUPPLIER_ENTRIES: Entry[] = [
  {
    href: '/enroll',
    icon: 'clipboard-check',
    title: () => msg('报名信息'),
    text: () => msg('报名状态与邀请确认'),
  },
  {
    href: '/biddingHall',
    icon: 'broadcast',
    title: () => msg('竞价大厅'),
    text: () => msg('实时报价与排名'),
  },
  {
    href: '/project',
    icon: 'folder2-open',
    title: () => msg('我的项目'),
    text: () => msg('参与的项目与报价'),
  },
  { href: '/bargain', icon: 'award', title: () => msg('中标通知'), text: () => msg('成交的项目') },
];

const PURCHASER_ENTRIES: Entry[] = [
  {
    href: '/biddingHall',
    icon: 'broadcast',
    title: () => msg('竞价大厅'),
    text: () => msg('各轮报价、比较与成交'),
  },
  {
    href: '/project',
    icon: 'folder2-open',
    title: () => msg('项目管理'),
    text: () => msg('启动、报价、确认与归档'),
  },
  {
    href: '/bargain',
    icon: 'award',
    title: () => msg('中标通知'),
    text: () => msg('已确定成交供应商的项目'),
  },
];

/**
 * /onlineBidding, the 在线投标 entry: where the signed-in user's bidding starts — the entries to
 * registrations, projects and award notifications, and the projects now in their quotation window.
 */
export function OnlineBiddingPage() {
  const { identity } = useSession();
  const entries = identity === 'supplier' ? SUPPLIER_ENTRIES : PURCHASER_ENTRIES;
  return (
    <div className="tender-page">
      <Breadcrumb trail={[{ title: msg('首页'), href: '/index' }, { title: msg('在线投标') }]} />
      <header className="tender-page__head">
        <div>
          <h1>{msg('在线投标')}</h1>
          <p>{msg('报名、报价与成交，一处办理')}</p>
        </div>
      </header>
      <nav className="tender-home__entries" aria-label={msg('在线投标')}>
        {entries.map((entry) => (
          <Link key={entry.href} href={entry.href} className="tender-home__entry">
            <sl-icon name={entry.icon} aria-hidden="true"></sl-icon>
            <span>
              <strong>{entry.title()}</strong>
              <span>{entry.text()}</span>
            </span>
          </Link>
        ))}
      </nav>
      <section className="tender-card" aria-labelledby="bidding-now-title">
        <h2 id="bidding-now-title" className="tender-card__title">
          {msg('报价中的项目')}
        </h2>
        <ProjectListView source={identity === 'supplier' ? 'mine' : 'purchaser'} fixedStatus="inQuotation" />
      </section>
    </div>
  );
}

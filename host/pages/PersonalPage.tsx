import { msg } from '@lit/localize';
import { Link } from 'wouter';
import { TodoMessageList } from '../../elements/react/todo-message-list.js';
import { Breadcrumb } from '../layout/Breadcrumb.js';
import { installTenderPageStyles } from './tender/tender-page-styles.js';
import { useQueryParams } from './tender/use-query-param.js';

installTenderPageStyles();

/** The personal centre's sections, by `?type=`; the first is the default. */
const PERSONAL_SECTIONS = ['noticeList'] as const;
type PersonalSection = (typeof PERSONAL_SECTIONS)[number];

function sectionTitle(section: PersonalSection): string {
  switch (section) {
    case 'noticeList':
      return msg('待办消息');
  }
}

/**
 * /personal: the signed-in user's centre, a side navigation and the chosen section (?type=,
 * noticeList by default). The chrome leads purchasers and suppliers here; any signed-in user has
 * messages, so the page serves everyone who reaches it.
 */
export function PersonalPage() {
  const [params] = useQueryParams();
  const requested = params.get('type');
  const active = PERSONAL_SECTIONS.find((section) => section === requested) ?? PERSONAL_SECTIONS[0];
  return (
    <div className="tender-page">
      <Breadcrumb trail={[{ title: msg('首页'), href: '/index' }, { title: msg('用户中心') }]} />
      <div className="tender-columns">
        <nav className="tender-columns__menu" aria-labelledby="personal-menu-title">
          <h1 id="personal-menu-title">{msg('用户中心')}</h1>
          {PERSONAL_SECTIONS.map((section) => (
            <Link
              key={section}
              href={`/personal?type=${section}`}
              aria-current={section === active ? 'page' : undefined}
            >
              {sectionTitle(section)}
            </Link>
          ))}
        </nav>
        <section className="tender-card tender-columns__content" aria-labelledby="personal-section-title">
          <h2 id="personal-section-title">{sectionTitle(active)}</h2>
          <TodoMessageList />
        </section>
      </div>
    </div>
  );
}

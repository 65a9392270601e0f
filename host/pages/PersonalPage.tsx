import { msg } from '@lit/localize';
import { Link } from 'wouter';
import { Breadcrumb } from '../layout/Breadcrumb.js';
import { useSession } from '../session/session-store.js';
import { PersonalSectionView } from './personal/PersonalSectionView.js';
import { sectionsOf, sectionTitle } from './personal/personal-sections.js';
import { installTenderPageStyles } from './tender/tender-page-styles.js';
import { useQueryParams } from './tender/use-query-param.js';

installTenderPageStyles();

/**
 * /personal: the signed-in user's centre, a side navigation and the chosen section (?type=, the
 * to-do messages by default). Suppliers have their registrations, projects, company, contract
 * information, collections and seal; purchasers their projects, purchaser and contract information,
 * collections and seal; administrators have no personal centre (tender-portal section 6).
 */
export function PersonalPage() {
  const [params] = useQueryParams();
  const { identity } = useSession();
  const sections = sectionsOf(identity);
  const requested = params.get('type');
  const active = sections.find((section) => section === requested) ?? sections[0];
  return (
    <div className="tender-page">
      <Breadcrumb trail={[{ title: msg('首页'), href: '/index' }, { title: msg('用户中心') }]} />
      {active === undefined ? (
        <section className="tender-card tender-columns__state" role="status">
          <h1>{msg('用户中心')}</h1>
          <p>{msg('管理员没有个人中心')}</p>
          <Link href="/index" className="tender-back">
            {msg('返回首页')}
          </Link>
        </section>
      ) : (
        <div className="tender-columns">
          <nav className="tender-columns__menu" aria-labelledby="personal-menu-title">
            <h1 id="personal-menu-title">{msg('用户中心')}</h1>
            {sections.map((section) => (
              <Link
                key={section}
                href={`/personal?type=${section}`}
                aria-current={section === active ? 'page' : undefined}
              >
                {sectionTitle(section, identity)}
              </Link>
            ))}
          </nav>
          <section className="tender-card tender-columns__content" aria-labelledby="personal-section-title">
            <h2 id="personal-section-title">{sectionTitle(active, identity)}</h2>
            <PersonalSectionView key={active} section={active} identity={identity} />
          </section>
        </div>
      )}
    </div>
  );
}

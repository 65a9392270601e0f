import { msg } from '@lit/localize';
import { Link } from 'wouter';
import { Breadcrumb } from '../../layout/Breadcrumb.js';
import { ChunkBoundary } from '../../routing/ChunkBoundary.js';
import { ProjectDetailView } from '../../routing/detail-views.js';
import { useSession } from '../../session/session-store.js';
import { ProjectListView } from './ProjectListView.js';
import { type ProjectTab, projectTabLabel, projectTabsOf } from './project-tabs.js';
import { installTenderPageStyles } from './tender-page-styles.js';
import { useQueryParams } from './use-query-param.js';

installTenderPageStyles();

/**
 * /project: the signed-in user's projects (tender-portal 2.2; the online bidding menu is highlighted).
 * A purchaser (and an administrator) sees their projects, the successful and the archived ones; a
 * supplier the projects they take part in, won or archived. `?tab=` picks the list, `?id=` opens one
 * project.
 */
export function ProjectPage() {
  const [params] = useQueryParams();
  const { identity } = useSession();
  const id = params.get('id');
  const tabs = projectTabsOf(identity);
  const requested = params.get('tab');
  const tab: ProjectTab = tabs.find((candidate) => candidate === requested) ?? tabs[0]!;
  return (
    <div className="tender-page">
      <Breadcrumb
        trail={[
          { title: msg('首页'), href: '/index' },
          { title: msg('项目'), href: '/project' },
          ...(id ? [{ title: msg('项目详情') }] : []),
        ]}
      />
      {id ? (
        <ChunkBoundary>
          <ProjectDetailView id={id} signUp={params.get('signUp') === '1'} />
        </ChunkBoundary>
      ) : (
        <>
          <header className="tender-page__head">
            <div>
              <h1>{identity === 'supplier' ? msg('我参与的项目') : msg('项目管理')}</h1>
              <p>
                {identity === 'supplier'
                  ? msg('已报名或受邀的采购项目，以及成交与归档的项目')
                  : msg('发布的采购项目：启动、报价、确认与归档')}
              </p>
            </div>
            {identity === 'purchaser' ? (
              <Link href="/project/edit" className="tender-action-link">
                {msg('新建项目')}
              </Link>
            ) : null}
          </header>
          <nav aria-label={msg('项目列表')}>
            <ul className="tender-tabs">
              {tabs.map((candidate) => (
                <li key={candidate}>
                  <Link
                    href={candidate === tabs[0] ? '/project' : `/project?tab=${candidate}`}
                    aria-current={candidate === tab ? 'page' : undefined}
                  >
                    {projectTabLabel(candidate, identity)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="tender-card">
            <ProjectListView key={tab} source={tab} authoring={identity === 'purchaser'} />
          </div>
        </>
      )}
    </div>
  );
}

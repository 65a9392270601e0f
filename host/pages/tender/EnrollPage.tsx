import { msg } from '@lit/localize';
import { Link } from 'wouter';
import { Breadcrumb } from '../../layout/Breadcrumb.js';
import { ChunkBoundary } from '../../routing/ChunkBoundary.js';
import { RegistrationDetailView } from '../../routing/detail-views.js';
import { RegistrationListView } from './RegistrationListView.js';
import { installTenderPageStyles } from './tender-page-styles.js';
import { useQueryParams } from './use-query-param.js';

installTenderPageStyles();

/**
 * /enroll: the supplier's registration information (tender-portal 2.2; the online bidding menu is
 * highlighted): every registration and invitation with its status and actions. `?id=` opens one
 * registration (报名详情), editable with `&edit=1` when the server allows.
 */
export function EnrollPage() {
  const [params] = useQueryParams();
  const id = params.get('id');
  return (
    <div className="tender-page">
      <Breadcrumb
        trail={[
          { title: msg('首页'), href: '/index' },
          { title: msg('报名信息'), href: '/enroll' },
          ...(id ? [{ title: msg('报名详情') }] : []),
        ]}
      />
      {id ? (
        <ChunkBoundary>
          <RegistrationDetailView id={id} edit={params.get('edit') === '1'} />
        </ChunkBoundary>
      ) : (
        <>
          <header className="tender-page__head">
            <div>
              <h1>{msg('报名信息')}</h1>
              <p>{msg('您报名或受邀的项目、审核状态与邀请确认')}</p>
            </div>
            <Link href="/bidNotice?status=inRegister" className="tender-back">
              {msg('查找可报名的项目')} {'>'}
            </Link>
          </header>
          <div className="tender-card">
            <RegistrationListView />
          </div>
        </>
      )}
    </div>
  );
}

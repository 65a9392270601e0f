import { msg } from '@lit/localize';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { LoginForm } from '../../elements/react/login-form.js';
import { portalUrl } from '../base.js';
import { message } from '../notify.js';
import { usePortal } from '../portal-context.js';
import { loginRedirectTarget } from '../routing/guard.js';
import { completeLogin, homeFor } from '../session/auth-actions.js';

/** /login and /login/{tenant}: the sign-in form; back to ?redirect= (or the user's home) after it. */
export function LoginPage() {
  const { client, deployment } = usePortal();
  const { tenant } = useParams<{ tenant?: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const redirect = loginRedirectTarget(search);
  return (
    <main className="login-page">
      <section className="login-page__intro">
        <img src={deployment.logo} alt="" width={56} height={56} />
        <h1>{deployment.title}</h1>
        <p>{msg('公开、公平、公正的电子化招标采购服务')}</p>
      </section>
      <section className="login-page__card" aria-labelledby="login-heading">
        <h2 id="login-heading">{msg('账号登录')}</h2>
        <LoginForm
          tenant={tenant ?? deployment.tenant}
          showTenant={Boolean(tenant)}
          tenantId={deployment.tenantId}
          registerHref={portalUrl('/register')}
          onEipLogin={async (event) => {
            try {
              const user = await completeLogin(client, event.detail);
              navigate(redirect ?? homeFor(user.identity), { replace: true });
            } catch (error) {
              message((error as Error).message, 'error');
            }
          }}
        />
        <p className="login-page__back">
          <Link href="/index">{msg('返回首页')}</Link>
        </p>
      </section>
    </main>
  );
}

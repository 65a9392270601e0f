import { msg } from '@lit/localize';
import { Link, useLocation } from 'wouter';
import { RegisterForm } from '../../elements/react/register-form.js';
import { message } from '../notify.js';
import { usePortal } from '../portal-context.js';

/** /register: supplier or purchaser registration with company details (reviewed by an administrator before the account signs in); then to /login. A rejected registrant registers again with the same account and password to resubmit. */
export function RegisterPage() {
  const { deployment } = usePortal();
  const [, navigate] = useLocation();
  return (
    <main className="register-page">
      <header className="register-page__header">
        <Link href="/index" className="register-page__brand">
          <img src={deployment.logo} alt="" width={36} height={36} />
          {deployment.title}
        </Link>
        <span>
          {msg('已有账号？')}
          <Link href="/login">{msg('立即登录')}</Link>
        </span>
      </header>
      <section className="register-page__card" aria-labelledby="register-heading">
        <h1 id="register-heading">{msg('用户注册')}</h1>
        <RegisterForm
          onEipRegister={(event) => {
            message(msg('注册成功，请等待管理员审核，审核通过后即可登录'), 'success');
            navigate(`/login?account=${encodeURIComponent(event.detail.account)}`);
          }}
        />
      </section>
    </main>
  );
}

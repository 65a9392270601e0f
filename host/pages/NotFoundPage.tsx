import { msg } from '@lit/localize';
import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <section className="status-page">
      <p className="status-page__code">404</p>
      <h1>{msg('抱歉，您访问的页面不存在')}</h1>
      <p>{msg('请检查地址是否正确，或返回首页继续浏览。')}</p>
      <Link href="/index" className="button-link">
        {msg('返回首页')}
      </Link>
    </section>
  );
}

import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { msg } from '@lit/localize';
import { Link } from 'wouter';

const TEXTS = {
  '401': () => ({
    heading: msg('抱歉，您没有访问该页面的权限'),
    text: msg('请使用有权限的账号登录，或联系管理员开通。'),
  }),
  '404': () => ({
    heading: msg('抱歉，您访问的页面不存在'),
    text: msg('请检查地址是否正确，或返回首页继续浏览。'),
  }),
  '500': () => ({
    heading: msg('抱歉，服务器出错了'),
    text: msg('身份验证或数据加载失败，请稍后重试或重新登录。'),
  }),
} as const;

export type StatusCode = keyof typeof TEXTS;

/** The utility pages /401, /404 and /500. */
export function StatusPage({ code }: { code: StatusCode }) {
  const { heading, text } = TEXTS[code]();
  return (
    <section className="status-page">
      <p className="status-page__code">{code}</p>
      <h1>{heading}</h1>
      <p>{text}</p>
      <div className="status-page__actions">
        <Link href="/index" className="button-link">
          {msg('返回首页')}
        </Link>
        {code !== '404' && (
          <Link href="/login" className="button-link button-link--secondary">
            {msg('重新登录')}
          </Link>
        )}
      </div>
    </section>
  );
}

/** /loading: shown while the portal prepares a page. */
export function LoadingPage() {
  return (
    <section className="status-page" aria-busy="true">
      <sl-spinner style={{ fontSize: '3rem' }}></sl-spinner>
      <p>{msg('正在加载，请稍候…')}</p>
    </section>
  );
}

/** A page's code did not load (network, or longer than the chunk timeout): say so and offer a retry. */
export function ChunkErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="status-page" role="alert">
      <h1>{msg('页面加载失败')}</h1>
      <p>{msg('网络异常或加载超时，请检查网络后重试。')}</p>
      <div className="status-page__actions">
        <button type="button" className="button-link" onClick={onRetry}>
          {msg('重试')}
        </button>
      </div>
    </section>
  );
}

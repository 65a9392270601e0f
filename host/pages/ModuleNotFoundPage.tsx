import { msg } from '@lit/localize';
import { useEffect } from 'react';
import { logError } from '../session/error-log-store.js';

/** A menu route whose view is not in this build: the error is raised (logged) and said plainly. */
export function ModuleNotFoundPage({ component, title }: { component: string; title: string }) {
  useEffect(() => {
    logError(new Error(`Module not found: ${component}`));
  }, [component]);
  return (
    <section className="status-page">
      <p className="status-page__code">
        <sl-icon name="exclamation-triangle" aria-hidden="true"></sl-icon>
      </p>
      <h1>{msg('页面模块未找到')}</h1>
      <p>
        {title} · <code>{component}</code>
      </p>
      <p>{msg('该菜单配置的页面组件在当前版本中不存在，请联系管理员检查菜单配置。')}</p>
    </section>
  );
}

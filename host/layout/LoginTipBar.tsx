import { msg, str } from '@lit/localize';
import { Link } from 'wouter';
import { opensPersonalFromTipBar, useSession } from '../session/session-store.js';
import { LanguageSwitch } from './LanguageSwitch.js';

/** Welcome text; login and register links for visitors, the username for signed-in users. */
export function LoginTipBar({ title }: { title: string }) {
  const state = useSession();
  return (
    <aside className="tip-bar" data-shows-at-once>
      <div className="tip-bar__inner">
        <span>{msg(str`您好，欢迎来到${title}！`)}</span>
        <span className="tip-bar__actions">
          {state.token ? (
            opensPersonalFromTipBar(state) ? (
              <Link href="/personal">{state.username}</Link>
            ) : (
              <span>{state.username}</span>
            )
          ) : (
            <>
              <Link href="/login">{msg('请登录')}</Link>
              <span aria-hidden="true">|</span>
              <Link href="/register">{msg('免费注册')}</Link>
            </>
          )}
          <LanguageSwitch className="tip-bar__lang" />
        </span>
      </div>
    </aside>
  );
}

import { msg } from '@lit/localize';
import { Link } from 'wouter';
import { LANGUAGE_NAMES, LANGUAGES, type Language, setLanguage } from '../../elements/core/localize.js';
import { useLanguage } from '../i18n/use-language.js';
import { useSession } from '../session/session-store.js';

/** Welcome text; login and register links for visitors, the username for signed-in users. */
export function LoginTipBar({ title }: { title: string }) {
  const state = useSession();
  const lang = useLanguage();
  const canOpenPersonal = state.identity === 'purchaser' || state.identity === 'supplier';
  return (
    <div className="tip-bar">
      <div className="tip-bar__inner">
        <span>
          {msg('您好，欢迎来到')}
          {title}！
        </span>
        <span className="tip-bar__actions">
          {state.token ? (
            canOpenPersonal ? (
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
          <label className="tip-bar__lang">
            <span className="visually-hidden">{msg('语言')}</span>
            <select value={lang} onChange={(event) => void setLanguage(event.target.value as Language)}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
        </span>
      </div>
    </div>
  );
}

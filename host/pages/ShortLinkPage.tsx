import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { routeOf } from '../base.js';
import { usePortal } from '../portal-context.js';
import { setFullScreen } from '../session/session-store.js';
import { LoadingPage } from './StatusPage.js';

/**
 * /surl/{code}: resolves a short link. With a guest token the visitor goes to the long url with
 * isShortUrl=true, the token and the full-screen flag; otherwise to /login.
 */
export function ShortLinkPage() {
  const { code = '' } = useParams<{ code: string }>();
  const { client } = usePortal();
  const [, navigate] = useLocation();
  useEffect(() => {
    let cancelled = false;
    client.portalShell
      .getLongUrlByShortUrl(code)
      .then((answer) => {
        if (cancelled) return;
        const target = answer.value;
        if (!answer.state || !target?.url || !target.guestToken) {
          navigate('/login', { replace: true });
          return;
        }
        const url = new URL(target.url, window.location.origin);
        url.searchParams.set('isShortUrl', 'true');
        url.searchParams.set('token', target.guestToken);
        url.searchParams.set('isFullScreen', 'true');
        setFullScreen(true);
        // A path of the portal ('/shareInst/...' or '/front/...') stays in the app; anything else is left for.
        const sameOrigin = url.origin === window.location.origin;
        if (sameOrigin) navigate(`${routeOf(url.pathname) ?? url.pathname}${url.search}`, { replace: true });
        else window.location.assign(url.href);
      })
      .catch(() => !cancelled && navigate('/login', { replace: true }));
    return () => {
      cancelled = true;
    };
  }, [code]);
  return <LoadingPage />;
}

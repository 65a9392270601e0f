import { msg } from '@lit/localize';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation, useRouter } from 'wouter';
import { isPlainClick } from '../../../elements/core/navigation.js';
import { confirmDialog } from '../../confirm.js';

/**
 * The route a click on a plain link goes to under the router's `base`, or undefined (another site or
 * page, a new tab, a download, a click that is not a plain one, a link inside `guarding`, which asks
 * about its own links).
 */
function routeOfClick(event: MouseEvent, base: string, guarding: Element | null): string | undefined {
  if (event.defaultPrevented || !isPlainClick(event)) return undefined;
  const path = event.composedPath();
  if (guarding && path.includes(guarding)) return undefined;
  const anchor = path.find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  if (!anchor?.href || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) {
    return undefined;
  }
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return undefined;
  return `${url.pathname.slice(base.length) || '/'}${url.search}`;
}

/**
 * While `dirty()` answers true, a click on a link of the portal asks before leaving the page (the
 * changes are not saved). Asked at the click, so a change made a moment before counts. Closing or
 * reloading the tab is the editor's own (beforeunload), and so are the links inside `guarding` (the
 * editor's 返回 asks itself).
 */
export function useLeaveGuard(dirty: () => boolean, guarding?: RefObject<Element | null>): void {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const isDirty = useRef(dirty);
  isDirty.current = dirty;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const route = routeOfClick(event, base, guarding?.current ?? null);
      if (route === undefined || !isDirty.current()) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmDialog(msg('有未保存的修改，离开后将丢失。确定离开吗？'), msg('离开此页')).then((leave) => {
        if (leave) navigate(route);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate, base, guarding]);
}

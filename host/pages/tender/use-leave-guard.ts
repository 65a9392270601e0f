import { msg } from '@lit/localize';
import { useEffect, useRef } from 'react';
import { useLocation, useRouter } from 'wouter';
import { confirmDialog } from '../../confirm.js';

/**
 * The route a click on a plain link goes to under the router's `base`, or undefined (another site or
 * page, a new tab, a download, a click that is not a plain one).
 */
function routeOfClick(event: MouseEvent, base: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
    return undefined;
  }
  const path = event.composedPath();
  // An element that guards its own links (the editor's 返回) asks itself.
  if (path.some((node) => node instanceof HTMLElement && node.localName === 'project-editor'))
    return undefined;
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
 * reloading the tab is the editor's own (beforeunload).
 */
export function useLeaveGuard(dirty: () => boolean): void {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const isDirty = useRef(dirty);
  isDirty.current = dirty;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const route = routeOfClick(event, base);
      if (route === undefined || !isDirty.current()) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmDialog(msg('有未保存的修改，离开后将丢失。确定离开吗？'), msg('离开此页')).then((leave) => {
        if (leave) navigate(route);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate, base]);
}

import { msg } from '@lit/localize';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { routeOf } from '../../base.js';
import { confirmDialog } from '../../confirm.js';

/** The portal route a click on a plain link goes to, or undefined (another site, a new tab, a button). */
function routeOfClick(event: MouseEvent): string | undefined {
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
  return routeOf(`${url.pathname}${url.search}`);
}

/**
 * While `dirty`, a click on a link of the portal asks before leaving the page (the changes are not
 * saved). Closing or reloading the tab is the editor's own (beforeunload).
 */
export function useLeaveGuard(dirty: boolean): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      const route = routeOfClick(event);
      if (route === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmDialog(msg('有未保存的修改，离开后将丢失。确定离开吗？'), msg('离开此页')).then((leave) => {
        if (leave) navigate(route);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty, navigate]);
}

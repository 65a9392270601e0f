import { msg } from '@lit/localize';
import type { ComponentType } from 'react';
import { HomePage } from '../pages/HomePage.js';

/** What a page receives from the shell. */
export interface PageProps {
  title: string;
}

export interface PortalRoute {
  /** wouter pattern under /front, e.g. /bidNotice or /news/:id */
  path: string;
  /** Page title (document title and breadcrumb). */
  title: () => string;
  component: ComponentType<PageProps>;
  /** Open to visitors; otherwise the guard asks for a token. */
  public: boolean;
}

/**
 * The tender site's pages (tender-portal section 2.2). Add a page here; the shell routes it, titles
 * it and guards it. The navigation highlight per path lives in layout/nav-items.ts.
 */
export const PUBLIC_ROUTES: PortalRoute[] = [
  { path: '/index', title: () => msg('首页'), component: HomePage, public: true },
];

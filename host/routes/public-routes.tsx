import { msg } from '@lit/localize';
import type { ComponentType } from 'react';
import { HomePage } from '../pages/HomePage.js';
import { PersonalPage } from '../pages/PersonalPage.js';
import { AboutUsPage } from '../pages/tender/AboutUsPage.js';
import { NewsPage } from '../pages/tender/NewsPage.js';
import { NoticePage } from '../pages/tender/NoticePage.js';
import { SearchPage } from '../pages/tender/SearchPage.js';
import { TutorialPage } from '../pages/tender/TutorialPage.js';

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
  { path: '/bidNotice', title: () => msg('招标公告'), component: NoticePage, public: true },
  { path: '/bidNoticeBefore', title: () => msg('招标预告'), component: NoticePage, public: true },
  { path: '/bargainNotice', title: () => msg('中标公告'), component: NoticePage, public: true },
  { path: '/bargainNoticeBefore', title: () => msg('中标预公告'), component: NoticePage, public: true },
  { path: '/clearNotice', title: () => msg('澄清公告'), component: NoticePage, public: true },
  { path: '/newsInformation', title: () => msg('新闻资讯'), component: NewsPage, public: true },
  { path: '/aboutUs', title: () => msg('关于我们'), component: AboutUsPage, public: true },
  { path: '/tutorial', title: () => msg('用户指南'), component: TutorialPage, public: true },
  { path: '/search', title: () => msg('搜索结果'), component: SearchPage, public: true },
  { path: '/personal', title: () => msg('用户中心'), component: PersonalPage, public: false },
];

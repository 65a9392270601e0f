import { msg } from '@lit/localize';
import { HomePage as Home } from '../pages/HomePage.js';
import {
  NewsDetailView,
  NoticeDetailView,
  ProjectDetailView,
  RegistrationDetailView,
} from './detail-views.js';
import { eagerPage, type LazyPage, lazyPage } from './lazy-page.js';

/** What a page receives from the shell. */
export interface PageProps {
  title: string;
}

export interface PortalRoute {
  /** wouter pattern under /front, e.g. /bidNotice or /news/:id */
  path: string;
  /** Page title (document title and breadcrumb). */
  title: () => string;
  /** Its own chunk: a page loads the elements it renders when it is first opened. */
  component: LazyPage<PageProps>;
  /** Open to visitors; otherwise the guard asks for a token. */
  public: boolean;
  /** The view the page shows for one record (`?id=`): asked for with the page when the address has an id. */
  detail?: { preload(): Promise<void> };
}

// The landing page comes with the shell (issue 10: the shell chrome and the landing page are the first
// load); every other page is a chunk of its own.
const HomePage = eagerPage<PageProps>(Home);
const NoticePage = lazyPage<PageProps>(() =>
  import('../pages/tender/NoticePage.js').then((m) => m.NoticePage),
);
const NewsPage = lazyPage<PageProps>(() => import('../pages/tender/NewsPage.js').then((m) => m.NewsPage));
const AboutUsPage = lazyPage<PageProps>(() =>
  import('../pages/tender/AboutUsPage.js').then((m) => m.AboutUsPage),
);
const TutorialPage = lazyPage<PageProps>(() =>
  import('../pages/tender/TutorialPage.js').then((m) => m.TutorialPage),
);
const SearchPage = lazyPage<PageProps>(() =>
  import('../pages/tender/SearchPage.js').then((m) => m.SearchPage),
);
const ProjectPage = lazyPage<PageProps>(() =>
  import('../pages/tender/ProjectPage.js').then((m) => m.ProjectPage),
);
const ProjectEditorPage = lazyPage<PageProps>(() =>
  import('../pages/tender/ProjectEditorPage.js').then((m) => m.ProjectEditorPage),
);
const EnrollPage = lazyPage<PageProps>(() =>
  import('../pages/tender/EnrollPage.js').then((m) => m.EnrollPage),
);
const BargainPage = lazyPage<PageProps>(() =>
  import('../pages/tender/BargainPage.js').then((m) => m.BargainPage),
);
const OnlineBiddingPage = lazyPage<PageProps>(() =>
  import('../pages/tender/OnlineBiddingPage.js').then((m) => m.OnlineBiddingPage),
);
const BiddingHallPage = lazyPage<PageProps>(() =>
  import('../pages/tender/BiddingHallPage.js').then((m) => m.BiddingHallPage),
);
const PersonalPage = lazyPage<PageProps>(() =>
  import('../pages/PersonalPage.js').then((m) => m.PersonalPage),
);

/** A list of one kind of notice, which shows one notice with `?id=`. */
function noticeRoute(path: string, title: () => string): PortalRoute {
  return { path, title, component: NoticePage, public: true, detail: NoticeDetailView };
}

/**
 * The tender site's pages (tender-portal section 2.2). Add a page here; the shell routes it, titles
 * it and guards it. The navigation highlight per path lives in layout/nav-items.ts.
 */
export const PUBLIC_ROUTES: PortalRoute[] = [
  { path: '/index', title: () => msg('首页'), component: HomePage, public: true },
  noticeRoute('/bidNotice', () => msg('招标公告')),
  noticeRoute('/bidNoticeBefore', () => msg('招标预告')),
  noticeRoute('/bargainNotice', () => msg('中标公告')),
  noticeRoute('/bargainNoticeBefore', () => msg('中标预公告')),
  noticeRoute('/clearNotice', () => msg('澄清公告')),
  {
    path: '/newsInformation',
    title: () => msg('新闻资讯'),
    component: NewsPage,
    public: true,
    detail: NewsDetailView,
  },
  { path: '/aboutUs', title: () => msg('关于我们'), component: AboutUsPage, public: true },
  { path: '/tutorial', title: () => msg('用户指南'), component: TutorialPage, public: true },
  { path: '/search', title: () => msg('搜索结果'), component: SearchPage, public: true },
  { path: '/personal', title: () => msg('用户中心'), component: PersonalPage, public: false },
  {
    path: '/project',
    title: () => msg('项目'),
    component: ProjectPage,
    public: false,
    detail: ProjectDetailView,
  },
  // The purchaser's project editor: a new project, or with ?id= a draft (issue 36).
  { path: '/project/edit', title: () => msg('项目编辑'), component: ProjectEditorPage, public: false },
  {
    path: '/enroll',
    title: () => msg('报名信息'),
    component: EnrollPage,
    public: false,
    detail: RegistrationDetailView,
  },
  { path: '/bargain', title: () => msg('中标通知'), component: BargainPage, public: false },
  { path: '/biddingHall', title: () => msg('竞价大厅'), component: BiddingHallPage, public: false },
  // The 在线投标 menu entry: a tender page here, so the menu's route opens it in the tender layout.
  { path: '/onlineBidding', title: () => msg('在线投标'), component: OnlineBiddingPage, public: false },
];

import { lazyPage } from './lazy-page.js';

/**
 * The views a page of the tender site shows for one record (`?id=`), each a chunk of its own so that
 * the lists do not carry them. The route table names them beside their pages, so that an address with
 * an id asks for the view's chunk together with the page's instead of after the page has rendered.
 */
export const NoticeDetailView = lazyPage(() =>
  import('../pages/tender/NoticeDetailView.js').then((m) => m.NoticeDetailView),
);
export const NewsDetailView = lazyPage(() =>
  import('../pages/tender/NewsDetailView.js').then((m) => m.NewsDetailView),
);
export const ProjectDetailView = lazyPage(() =>
  import('../pages/tender/ProjectDetailView.js').then((m) => m.ProjectDetailView),
);
export const RegistrationDetailView = lazyPage(() =>
  import('../pages/tender/RegistrationDetailView.js').then((m) => m.RegistrationDetailView),
);

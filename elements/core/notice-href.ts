import { NOTICE_ROUTES, type NoticeType } from '../../api/contract/tender-site.js';
import { fillHref } from './navigation.js';

/** A notice's link from a template: `{route}` (its list route, as is), `{type}` and `{id}` (encoded). */
export function noticeHref(template: string, notice: { id: string; type: NoticeType }): string {
  return fillHref(template, { route: NOTICE_ROUTES[notice.type] ?? '', type: notice.type, id: notice.id }, [
    'route',
  ]);
}

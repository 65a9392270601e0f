import { NOTICE_ROUTES, type NoticeType } from '../../api/contract/tender-site.js';
import { fillHref } from './navigation.js';

/** A notice's link when the page sets no template: its list route under the portal's link base. */
export const DEFAULT_NOTICE_HREF = '{base}{route}?id={id}';

/**
 * A notice's link from a template: `{base}` (the portal's link base) and `{route}` (its list route)
 * as they are, `{type}` and `{id}` encoded.
 */
export function noticeHref(template: string, notice: { id: string; type: NoticeType }, base: string): string {
  return fillHref(
    template,
    { base, route: NOTICE_ROUTES[notice.type] ?? '', type: notice.type, id: notice.id },
    ['base', 'route'],
  );
}

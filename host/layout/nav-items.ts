import { msg } from '@lit/localize';

export interface NavItem {
  path: string;
  label: () => string;
  /** Routes that highlight this item besides its own path. */
  also?: string[];
}

/** The tender site's top navigation (tender-portal section 2.4), with the routes each highlights. */
export const NAV_ITEMS: NavItem[] = [
  {
    path: '/index',
    label: () => msg('首页'),
    also: ['/bidNoticeBefore', '/bargainNoticeBefore', '/tutorial', '/search'],
  },
  { path: '/bidNotice', label: () => msg('招标公告') },
  { path: '/bargainNotice', label: () => msg('中标公告') },
  { path: '/clearNotice', label: () => msg('澄清公告') },
  {
    path: '/onlineBidding',
    label: () => msg('在线竞价'),
    also: ['/enroll', '/project', '/bargain', '/biddingHall'],
  },
  { path: '/newsInformation', label: () => msg('新闻资讯') },
  { path: '/aboutUs', label: () => msg('关于我们') },
];

/**
 * The signed-in header variant adds the personal centre (tender-portal section 2.2), for the users who
 * have one (not administrators, as in the avatar menu).
 */
export const PERSONAL_NAV_ITEM: NavItem = { path: '/personal', label: () => msg('个人中心') };

export function isActive(item: NavItem, location: string): boolean {
  return [item.path, ...(item.also ?? [])].some(
    (path) => location === path || location.startsWith(`${path}/`),
  );
}

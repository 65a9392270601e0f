import { msg } from '@lit/localize';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowList } from './FlowList.js';
import { FlowTabsPage } from './FlowTabsPage.js';

/** The notice lists by the menu's `type`: 1 read (done-read), 0 unread (to-do-read), 2 the ones I sent. */
const KINDS = { '1': 'noticeDoneRead', '0': 'noticeTodoRead', '2': 'myNotice' } as const;
type NoticeType = keyof typeof KINDS;

function isNoticeType(value: string | null | undefined): value is NoticeType {
  return value === '0' || value === '1' || value === '2';
}

/**
 * The tab the address asks for: a link's own `?type=` wins over the menu's. The page stays mounted
 * while another tab of the portal shows, so the last request is kept and only the address of this
 * page changes it.
 */
function useRequestedType(route: StaffPageProps['route']): NoticeType {
  const [location] = useLocation();
  const search = useSearch();
  const fromMenu = isNoticeType(route.meta.type) ? route.meta.type : '1';
  const fromAddress = location === route.path ? new URLSearchParams(search).get('type') : null;
  const [requested, setRequested] = useState<NoticeType>(isNoticeType(fromAddress) ? fromAddress : fromMenu);
  if (isNoticeType(fromAddress) && fromAddress !== requested) setRequested(fromAddress);
  return requested;
}

/** 已阅事项 (flow/noticeList?type=): copy-to notices read, still to read, and sent by the user. */
export function NoticeListPage({ route }: StaffPageProps) {
  const requested = useRequestedType(route);
  const titles: Record<NoticeType, string> = { '1': msg('已阅'), '0': msg('待阅'), '2': msg('我发出的') };
  return (
    // A new request opens its tab anew: the tabs keep their own choice in between.
    <FlowTabsPage
      key={requested}
      route={route}
      initial={requested}
      tabs={(['1', '0', '2'] as const).map((key) => ({
        key,
        title: titles[key],
        panel: (title) => <FlowList kind={KINDS[key]} label={title} />,
      }))}
    />
  );
}

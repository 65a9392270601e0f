import { msg } from '@lit/localize';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowList } from './FlowList.js';
import { FlowTabsPage } from './FlowTabsPage.js';

/** The notice lists by the menu's `type`: 1 read (done-read), 0 unread (to-do-read), 2 the ones I sent. */
const KINDS = { '1': 'noticeDoneRead', '0': 'noticeTodoRead', '2': 'myNotice' } as const;
type NoticeType = keyof typeof KINDS;

function isNoticeType(value: string | undefined): value is NoticeType {
  return value === '0' || value === '1' || value === '2';
}

/** 已阅事项 (flow/noticeList?type=): copy-to notices read, still to read, and sent by the user. */
export function NoticeListPage({ route }: StaffPageProps) {
  const titles: Record<NoticeType, string> = { '1': msg('已阅'), '0': msg('待阅'), '2': msg('我发出的') };
  return (
    <FlowTabsPage
      route={route}
      initial={isNoticeType(route.meta.type) ? route.meta.type : '1'}
      tabs={(['1', '0', '2'] as const).map((key) => ({
        key,
        title: titles[key],
        panel: (title) => <FlowList kind={KINDS[key]} label={title} />,
      }))}
    />
  );
}

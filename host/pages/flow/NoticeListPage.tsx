import { msg } from '@lit/localize';
import { useState } from 'react';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowList } from './FlowList.js';
import { FlowTabs } from './FlowTabs.js';
import { installFlowPageStyles } from './flow-page-styles.js';

installFlowPageStyles();

/** The notice lists by the menu's `type`: 1 read (done-read), 0 unread (to-do-read), 2 the ones I sent. */
const KINDS = { '1': 'noticeDoneRead', '0': 'noticeTodoRead', '2': 'myNotice' } as const;
type NoticeType = keyof typeof KINDS;

function isNoticeType(value: string | undefined): value is NoticeType {
  return value === '0' || value === '1' || value === '2';
}

/** 已阅事项 (flow/noticeList?type=): copy-to notices read, still to read, and sent by the user. */
export function NoticeListPage({ route }: StaffPageProps) {
  const [type, setType] = useState<NoticeType>(isNoticeType(route.meta.type) ? route.meta.type : '1');
  const titles: Record<NoticeType, string> = { '1': msg('已阅'), '0': msg('待阅'), '2': msg('我发出的') };
  return (
    <section className="flow-page">
      <h1>{route.title}</h1>
      <FlowTabs
        label={route.title}
        value={type}
        onChange={setType}
        tabs={(['1', '0', '2'] as const).map((key) => ({ key, title: titles[key] }))}
      />
      <div role="tabpanel" aria-label={titles[type]}>
        <FlowList key={type} kind={KINDS[type]} label={titles[type]} />
      </div>
    </section>
  );
}

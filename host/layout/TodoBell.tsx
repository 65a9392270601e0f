import { msg } from '@lit/localize';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { TodoBadge } from '../../elements/react/todo-badge.js';
import type { TodoBadge as TodoBadgeElement } from '../../elements/todo-badge/todo-badge.js';
import { setUnreadCount, showsTodoBadge, useSession } from '../session/session-store.js';

/** Fired on window by whatever marks a to-do message read: the badge reloads at once. */
export const MESSAGE_READ_EVENT = 'eip-message-read';

/** The to-do badge of the header: signed-in users who are not administrators; opens the to-do list. */
export function TodoBell() {
  const state = useSession();
  const badge = useRef<TodoBadgeElement>(null);
  useEffect(() => {
    const refresh = () => void badge.current?.refresh();
    window.addEventListener(MESSAGE_READ_EVENT, refresh);
    return () => window.removeEventListener(MESSAGE_READ_EVENT, refresh);
  }, []);
  if (!showsTodoBadge(state)) return null;
  return (
    <Link
      href="/personal?type=noticeList"
      className="todo-bell"
      // The badge's own words, so that the name holds the count it shows (WCAG 2.5.3).
      aria-label={state.unreadCount ? `${msg('待办消息')}: ${state.unreadCount}` : msg('待办消息')}
    >
      <TodoBadge
        ref={badge}
        source="procure-message"
        label={msg('待办消息')}
        onEipCountChange={(event) => setUnreadCount(event.detail.count)}
      >
        <sl-icon name="bell" aria-hidden="true"></sl-icon>
      </TodoBadge>
    </Link>
  );
}

import { msg } from '@lit/localize';
import { setUnreadCount, showsTodoBadge, useSession } from '../session/session-store.js';
import { HeaderBadge } from './HeaderBadge.js';

/** Fired on window by whatever marks a to-do message read: the badge reloads at once. */
export const MESSAGE_READ_EVENT = 'eip-message-read';

/** The to-do badge of the header: signed-in users who are not administrators; opens the to-do list. */
export function TodoBell() {
  const state = useSession();
  if (!showsTodoBadge(state)) return null;
  return (
    <HeaderBadge
      href="/personal?type=noticeList"
      className="todo-bell"
      source="procure-message"
      label={msg('待办消息')}
      icon="bell"
      count={state.unreadCount}
      refreshOn={MESSAGE_READ_EVENT}
      onCount={setUnreadCount}
    />
  );
}

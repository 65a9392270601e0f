import { msg } from '@lit/localize';
import { useState } from 'react';
import { INNER_MESSAGE_CHANGE_EVENT } from '../../elements/core/inner-message-events.js';
import { showsMessageBadge, useSession } from '../session/session-store.js';
import { HeaderBadge } from './HeaderBadge.js';

/** The inner-message badge of the header, beside the to-do bell: staff users; opens the message list. */
export function MessageBell() {
  const state = useSession();
  const [count, setCount] = useState(0);
  if (!showsMessageBadge(state)) return null;
  return (
    <HeaderBadge
      href="/office/innerMessage"
      className="message-bell"
      source="inner-message"
      label={msg('内部消息')}
      icon="chat-dots"
      count={count}
      refreshOn={INNER_MESSAGE_CHANGE_EVENT}
      onCount={setCount}
    />
  );
}

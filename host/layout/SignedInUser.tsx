import { MessageBell } from './MessageBell.js';
import { TodoBell } from './TodoBell.js';
import { UserMenu } from './UserMenu.js';

/**
 * What a signed-in user has in the header: the to-do badge (not administrators), the inner-message
 * badge (staff) and the avatar menu.
 */
export function SignedInUser() {
  return (
    <>
      <TodoBell />
      <MessageBell />
      <UserMenu />
    </>
  );
}

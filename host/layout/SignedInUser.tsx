import { TodoBell } from './TodoBell.js';
import { UserMenu } from './UserMenu.js';

/** What a signed-in user has in the header: the to-do badge (not administrators) and the avatar menu. */
export function SignedInUser() {
  return (
    <>
      <TodoBell />
      <UserMenu />
    </>
  );
}

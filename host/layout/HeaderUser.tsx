import { msg } from '@lit/localize';
import { Link } from 'wouter';
import { ChunkBoundary } from '../routing/ChunkBoundary.js';
import { lazyPage } from '../routing/lazy-page.js';
import { useSession } from '../session/session-store.js';

// The signed-in tools (to-do badge, avatar menu) and what they render are a chunk of their own: a
// visitor's pages do not carry them.
const SignedInUser = lazyPage(() => import('./SignedInUser.js').then((m) => m.SignedInUser));

/** The header's user corner: 游客 linking to the login for visitors, the signed-in tools otherwise. */
export function HeaderUser() {
  const { token } = useSession();
  if (!token) {
    return (
      <Link href="/login" className="user-menu__trigger">
        <sl-icon name="person-circle" aria-hidden="true"></sl-icon>
        {msg('游客')}
      </Link>
    );
  }
  return (
    <ChunkBoundary part>
      <SignedInUser />
    </ChunkBoundary>
  );
}

import { useState } from 'react';
import { ChunkBoundary } from '../routing/ChunkBoundary.js';
import { lazyPage } from '../routing/lazy-page.js';
import { useErrorLog } from '../session/error-log-store.js';
import { useSession } from '../session/session-store.js';
import { usePersonalDialogs } from './personal-dialogs-store.js';

const PersonalDialogs = lazyPage(() => import('./PersonalDialogs.js').then((m) => m.PersonalDialogs));
const ErrorLogDialog = lazyPage(() => import('./ErrorLogDialog.js').then((m) => m.ErrorLogDialog));

/**
 * The shell's dialogs, each loaded the first time it is needed: the personal dialogs when the avatar
 * menu first opens one or a one-time password must be changed (then kept, so they can animate closed), the
 * error log (production builds)
 * once an error was caught.
 */
export function ShellDialogs() {
  const { open } = usePersonalDialogs();
  const { entries } = useErrorLog();
  // A one-time password to change opens the change-password dialog by itself (PersonalDialogs).
  const mustChange = Boolean(useSession().user?.mustChangePassword);
  const [personalWanted, setPersonalWanted] = useState(false);
  if ((open || mustChange) && !personalWanted) setPersonalWanted(true);
  return (
    <ChunkBoundary part>
      {personalWanted && <PersonalDialogs />}
      {import.meta.env.PROD && entries.length > 0 && <ErrorLogDialog />}
    </ChunkBoundary>
  );
}

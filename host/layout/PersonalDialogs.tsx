import { useLocation } from 'wouter';
import { ChangePasswordDialog } from '../../elements/react/change-password-dialog.js';
import { PersonalInfoDialog } from '../../elements/react/personal-info-dialog.js';
import { toast } from '../notify.js';
import { usePortal } from '../portal-context.js';
import { logout } from '../session/auth-actions.js';
import { useSession } from '../session/session-store.js';
import { closePersonalDialog, usePersonalDialogs } from './personal-dialogs-store.js';

/** The elements' notify variants (Shoelace's) as the portal's toast kinds. */
const NOTIFY_VARIANTS = {
  success: 'success',
  danger: 'error',
  warning: 'warning',
  primary: 'info',
  neutral: 'info',
} as const;

/**
 * The personal info and change-password dialogs the avatar menu opens. After a password change the
 * dialog has already said so; the user is then logged out.
 */
export function PersonalDialogs() {
  const { open } = usePersonalDialogs();
  const { user, token } = useSession();
  const { client, deployment } = usePortal();
  const [, navigate] = useLocation();
  if (!token) return null;
  return (
    <>
      <PersonalInfoDialog
        open={open === 'info'}
        account={user?.account ?? ''}
        onEipClose={closePersonalDialog}
      />
      <ChangePasswordDialog
        open={open === 'password'}
        mobile={user?.mobile ?? ''}
        directory={user?.source === 'directory'}
        directoryHelp={user?.directoryHelp ?? ''}
        onEipClose={closePersonalDialog}
        onEipNotify={({ detail }) => toast(detail.message, NOTIFY_VARIANTS[detail.variant], detail.duration)}
        onEipPasswordChanged={() => {
          closePersonalDialog();
          void logout(client, deployment, { navigate, assign: (url) => window.location.assign(url) });
        }}
      />
    </>
  );
}

import { msg } from '@lit/localize';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ChangePasswordDialog } from '../../elements/react/change-password-dialog.js';
import { PersonalInfoDialog } from '../../elements/react/personal-info-dialog.js';
import { message, toast } from '../notify.js';
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
 * dialog has already said so; the user is then logged out. A user whose password is a one-time one an
 * administrator set meets the dialog at once (mustChangePassword) and can only change it or sign out.
 */
export function PersonalDialogs() {
  const { open } = usePersonalDialogs();
  const { user, token } = useSession();
  const { client, deployment } = usePortal();
  const [, navigate] = useLocation();
  // A one-time password an administrator set: the dialog opens by itself and closing it signs out.
  const mustChange = Boolean(token && user?.mustChangePassword);
  useEffect(() => {
    if (mustChange) message(msg('您正在使用管理员设置的一次性密码，请先修改密码'), 'warning');
  }, [mustChange]);
  const signOut = () =>
    logout(client, deployment, { navigate, assign: (url) => window.location.assign(url) });
  if (!token) return null;
  return (
    <>
      <PersonalInfoDialog
        open={open === 'info'}
        account={user?.account ?? ''}
        onEipClose={closePersonalDialog}
      />
      <ChangePasswordDialog
        open={open === 'password' || mustChange}
        mobile={user?.mobile ?? ''}
        directory={user?.source === 'directory'}
        directoryHelp={user?.directoryHelp ?? ''}
        onEipClose={() => (mustChange ? void signOut() : closePersonalDialog())}
        onEipNotify={({ detail }) => toast(detail.message, NOTIFY_VARIANTS[detail.variant], detail.duration)}
        onEipPasswordChanged={() => {
          closePersonalDialog();
          void signOut();
        }}
      />
    </>
  );
}

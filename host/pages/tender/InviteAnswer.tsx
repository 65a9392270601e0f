import { msg } from '@lit/localize';
import { useState } from 'react';
import { ConfirmInviteDialog } from '../../../elements/react/confirm-invite-dialog.js';
import { message, type NotifyVariant } from '../../notify.js';

export interface InviteAnswerProps {
  registrationId: string;
  projectId: string;
  /** Opens the dialog at once (the list's 确认邀请); otherwise a button opens it. */
  open?: boolean;
  onAnswered: () => void;
  onClosed?: () => void;
}

/** The element's Shoelace variant as the portal's message kind. */
export function notifyVariant(variant: string): NotifyVariant {
  if (variant === 'danger') return 'error';
  return variant === 'success' || variant === 'warning' ? variant : 'info';
}

/**
 * The supplier answers an invitation in the confirm-invite dialog: on success the server's message
 * shows as a success and the page refreshes what shows the invitation (spec 4, 5).
 */
export function InviteAnswer({
  registrationId,
  projectId,
  open = false,
  onAnswered,
  onClosed,
}: InviteAnswerProps) {
  const [opened, setOpened] = useState(open);
  return (
    <>
      {!open && (
        <sl-button variant="primary" size="small" onClick={() => setOpened(true)}>
          {msg('确认邀请')}
        </sl-button>
      )}
      <ConfirmInviteDialog
        invitationId={registrationId}
        projectId={projectId}
        open={opened}
        onEipNotify={(event) => message(event.detail.message, notifyVariant(event.detail.variant))}
        onEipRefresh={onAnswered}
        onEipClose={() => {
          setOpened(false);
          onClosed?.();
        }}
      />
    </>
  );
}

import { msg } from '@lit/localize';
import type { ContactGroup } from '../../../api/contract/contacts.js';
import { MessageComposeDialog } from '../../../elements/react/message-compose-dialog.js';
import type { PickedUser } from '../../../elements/user-picker/user-picker.component.js';
import { message } from '../../notify.js';

/** Who a new message starts addressed to; null while the composer is closed. */
export interface ComposeTarget {
  to: PickedUser[];
  groups: ContactGroup[];
}

/** The message dialog of the office pages: opens for a target, says 发送成功 and closes. */
export function MessageComposer({
  target,
  onClose,
  onSent,
}: {
  target: ComposeTarget | null;
  onClose: () => void;
  onSent?: () => void;
}) {
  return (
    <MessageComposeDialog
      open={target !== null}
      to={target?.to ?? []}
      toGroups={target?.groups.map((group) => group.id) ?? []}
      onEipClose={onClose}
      onEipInnerMessageSent={(event) => {
        message(event.detail.message || msg('发送成功'), 'success');
        onSent?.();
      }}
    />
  );
}

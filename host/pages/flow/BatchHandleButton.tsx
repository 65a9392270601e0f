import { msg } from '@lit/localize';
import { useState } from 'react';
import { BatchHandleDialog } from '../../../elements/react/batch-handle-dialog.js';
import { message } from '../../notify.js';
import { flowChanged } from './flow-store.js';

/** 批量审批 on 我的待办: opens the batch dialog; the lists reload after a batch ran. */
export function BatchHandleButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <sl-button size="small" onClick={() => setOpen(true)}>
        <sl-icon slot="prefix" name="list-check" aria-hidden="true" />
        {msg('批量审批')}
      </sl-button>
      <BatchHandleDialog
        open={open}
        onEipClose={() => setOpen(false)}
        onEipTaskActionDone={(event) => {
          flowChanged();
          message(event.detail.message || msg('操作成功'), 'success');
        }}
      />
    </>
  );
}

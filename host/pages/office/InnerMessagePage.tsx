import { msg } from '@lit/localize';
import { useRef, useState } from 'react';
import type { InnerMessageList as InnerMessageListElement } from '../../../elements/inner-message-list/inner-message-list.js';
import { InnerMessageList } from '../../../elements/react/inner-message-list.js';
import { useElementNavigation } from '../../use-element-navigation.js';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowPage } from '../flow/FlowPage.js';
import { type ComposeTarget, MessageComposer } from './MessageComposer.js';

/** 内部消息 (office/innerMessage): the user's messages, and 写消息. */
export function InnerMessagePage({ route }: StaffPageProps) {
  const list = useRef<InnerMessageListElement>(null);
  const [target, setTarget] = useState<ComposeTarget | null>(null);
  const navigate = useElementNavigation();
  return (
    <FlowPage
      title={route.title || msg('内部消息')}
      head={
        <sl-button size="small" variant="primary" onClick={() => setTarget({ to: [], groups: [] })}>
          <sl-icon slot="prefix" name="pencil-square" aria-hidden="true" />
          {msg('写消息')}
        </sl-button>
      }
    >
      <div className="flow-card">
        <InnerMessageList ref={list} onEipNavigate={navigate} />
      </div>
      <MessageComposer
        target={target}
        onClose={() => setTarget(null)}
        onSent={() => list.current?.reload()}
      />
    </FlowPage>
  );
}

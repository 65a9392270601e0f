import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { ProjectRegistration } from '../../../api/contract/procure-registration.js';
import { RegistrationList } from '../../../elements/react/registration-list.js';
import type { RegistrationList as RegistrationListElement } from '../../../elements/registration-list/registration-list.component.js';
import { useElementNavigation } from '../../use-element-navigation.js';
import { InviteAnswer } from './InviteAnswer.js';

/**
 * The supplier's registrations with their actions: 报名详情 and 重新报名 open the registration, 确认邀请
 * opens the invitation dialog and reloads the list once answered.
 */
export function RegistrationListView() {
  const onNavigate = useElementNavigation();
  const [, navigate] = useLocation();
  const list = useRef<RegistrationListElement>(null);
  const [answering, setAnswering] = useState<ProjectRegistration | undefined>();
  return (
    <>
      <RegistrationList
        ref={list}
        onEipNavigate={onNavigate}
        onEipRegistrationAction={(event) => {
          const { action, registration } = event.detail;
          if (action === 'confirmInvite') setAnswering(registration);
          else
            navigate(
              `/enroll?id=${encodeURIComponent(registration.id)}${action === 'edit' ? '&edit=1' : ''}`,
            );
        }}
      />
      {answering && (
        <InviteAnswer
          key={answering.id}
          registrationId={answering.id}
          projectId={answering.projectId}
          open
          onAnswered={() => list.current?.reload()}
          onClosed={() => setAnswering(undefined)}
        />
      )}
    </>
  );
}

import { useLocation } from 'wouter';
import { RegistrationDetail } from '../../../elements/react/registration-detail.js';
import { message } from '../../notify.js';
import { useElementNavigation } from '../../use-element-navigation.js';
import { notifyVariant } from './InviteAnswer.js';

/**
 * One registration (报名详情): read-only, or editable for re-registering when the address asks and the
 * server allows. Read-only, its 重新报名 leads to the editable address (`&edit=1`), wherever the
 * supplier came from (the registration list or the project page).
 */
export function RegistrationDetailView({ id, edit }: { id: string; edit: boolean }) {
  const [, navigate] = useLocation();
  const onNavigate = useElementNavigation();
  return (
    <div className="tender-card">
      <RegistrationDetail
        registrationId={id}
        editable={edit}
        onEipNavigate={onNavigate}
        onEipNotify={(event) => message(event.detail.message, notifyVariant(event.detail.variant))}
        onEipClose={() => navigate('/enroll')}
        onEipCancel={() => navigate('/enroll')}
      />
    </div>
  );
}

import { useLocation } from 'wouter';
import { RegistrationDetail } from '../../../elements/react/registration-detail.js';
import { message } from '../../notify.js';
import { notifyVariant } from './InviteAnswer.js';

/** One registration (报名详情): read-only, or editable for re-registering when the address asks and the server allows. */
export function RegistrationDetailView({ id, edit }: { id: string; edit: boolean }) {
  const [, navigate] = useLocation();
  return (
    <div className="tender-card">
      <RegistrationDetail
        registrationId={id}
        editable={edit}
        onEipNotify={(event) => message(event.detail.message, notifyVariant(event.detail.variant))}
        onEipClose={() => navigate('/enroll')}
        onEipCancel={() => navigate('/enroll')}
      />
    </div>
  );
}
